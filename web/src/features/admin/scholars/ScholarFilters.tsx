import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { EnrollmentStatus, ScholarDocument } from '@/gql/graphql';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { BatchFilter } from '../components/BatchFilter';
import { withFilter } from '../components/list-params';
import { enrollmentStatusBadge } from '@/shared/status/enrollment-status';
import { MISSING } from './scholar-badges';
import { useQueryChanger } from '@/shared/routing/use-query-changer';
import { MAX_SEARCH_LENGTH } from '@nuru/rules/admin';

type Values = {
  search: NoMessageValues;
  searchPlaceholder: NoMessageValues;
  status: NoMessageValues;
  anyStatus: NoMessageValues;
  missing: NoMessageValues;
  nothingMissing: NoMessageValues;
  year: NoMessageValues;
  otherFilters: NoMessageValues;
  removeFilter: { filter: string };
  results: { status: string };
  universityFee: { status: string };
  nhif: { status: string };
};

const messages = defineMessages<Values>({
  search: { id: 'admin.scholars.scholarFilters.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'admin.scholars.scholarFilters.searchPlaceholder', defaultMessage: 'Name, e-mail or registration number' },
  status: { id: 'admin.scholars.scholarFilters.status', defaultMessage: 'Status' },
  anyStatus: { id: 'admin.scholars.scholarFilters.anyStatus', defaultMessage: 'Any status' },
  missing: { id: 'admin.scholars.scholarFilters.missing', defaultMessage: 'Missing' },
  nothingMissing: { id: 'admin.scholars.scholarFilters.nothingMissing', defaultMessage: 'Nothing in particular' },
  year: { id: 'admin.scholars.scholarFilters.year', defaultMessage: 'Academic year' },
  otherFilters: { id: 'admin.scholars.scholarFilters.otherFilters', defaultMessage: 'Other filters' },
  removeFilter: { id: 'admin.scholars.scholarFilters.removeFilter', defaultMessage: 'Remove the filter {filter}' },
  results: { id: 'admin.scholars.scholarFilters.results', defaultMessage: 'Results: {status}' },
  universityFee: { id: 'admin.scholars.scholarFilters.universityFee', defaultMessage: 'University fee: {status}' },
  nhif: { id: 'admin.scholars.scholarFilters.nhif', defaultMessage: 'NHIF: {status}' },
});

// The statuses a link can narrow the list to (ResultFilter, ControlNumberFilter), as a chip names them.
const RESULT_WORDS: Record<string, MessageDescriptor> = defineMessages({
  UPLOADED: { id: 'admin.scholars.scholarFilters.resultsUploaded', defaultMessage: 'Uploaded' },
  SUBMITTED: { id: 'admin.scholars.scholarFilters.resultsSubmitted', defaultMessage: 'Submitted' },
  APPROVED: { id: 'admin.scholars.scholarFilters.resultsApproved', defaultMessage: 'Approved' },
  REJECTED: { id: 'admin.scholars.scholarFilters.resultsRejected', defaultMessage: 'Rejected' },
});
const CONTROL_NUMBER_WORDS: Record<string, MessageDescriptor> = defineMessages({
  SUBMITTED: { id: 'admin.scholars.scholarFilters.controlNumberSubmitted', defaultMessage: 'Submitted' },
  UNPAID: { id: 'admin.scholars.scholarFilters.controlNumberUnpaid', defaultMessage: 'Unpaid' },
  PROCESSING: { id: 'admin.scholars.scholarFilters.controlNumberProcessing', defaultMessage: 'Processing' },
  PAID: { id: 'admin.scholars.scholarFilters.controlNumberPaid', defaultMessage: 'Paid' },
  FAILED: { id: 'admin.scholars.scholarFilters.controlNumberFailed', defaultMessage: 'Failed' },
});

/** A status from the address in words; one the schema does not know is shown as it came ('Odd' for ODD). */
const statusWords = (intl: IntlShape, words: Record<string, MessageDescriptor>, value: string) => {
  const known = words[value];
  return known ? intl.formatMessage(known) : value.charAt(0) + value.slice(1).toLowerCase();
};

const CHIP_LABELS: Record<string, (intl: IntlShape, value: string) => string> = {
  university: (_intl, value) => value,
  programme: (_intl, value) => value,
  result: (intl, value) => intl.formatMessage(messages.results, { status: statusWords(intl, RESULT_WORDS, value) }),
  fee: (intl, value) => intl.formatMessage(messages.universityFee, { status: statusWords(intl, CONTROL_NUMBER_WORDS, value) }),
  nhif: (intl, value) => intl.formatMessage(messages.nhif, { status: statusWords(intl, CONTROL_NUMBER_WORDS, value) }),
};

/** Search, batch, status, what is missing and the year: each kept in the address as it is chosen. */
export function ScholarFilters({ batches, currentYear }: { batches: number[]; currentYear: string }) {
  const intl = useIntl();
  const [params, changeQuery] = useQueryChanger();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const set = (name: string, value: string) => changeQuery((current) => withFilter(current, name, value));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', search);
  };
  // Filters with no control of their own (set by a link: a row's university, an overview figure), shown so they can be removed.
  const chips = Object.entries(CHIP_LABELS).flatMap(([name, label]) => {
    const value = params.get(name);
    return value ? [{ name, value, text: label(intl, value) }] : [];
  });
  return (
    <div className="space-y-3 px-5 py-4">
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <Input
            label={intl.formatMessage(messages.search)}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
            autoComplete="off"
            maxLength={MAX_SEARCH_LENGTH}
          />
        </div>
        <Button type="submit" variant="secondary" className="min-h-11">
          {intl.formatMessage(messages.search)}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <BatchFilter batches={batches} />
        <Select
          label={intl.formatMessage(messages.status)}
          value={params.get('status') ?? ''}
          onChange={(event) => set('status', event.target.value)}
        >
          <option value="">{intl.formatMessage(messages.anyStatus)}</option>
          {Object.values(EnrollmentStatus).map((status) => (
            <option key={status} value={status}>
              {intl.formatMessage(enrollmentStatusBadge(status).message)}
            </option>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.missing)}
          value={params.get('missing') ?? ''}
          onChange={(event) => set('missing', event.target.value)}
        >
          <option value="">{intl.formatMessage(messages.nothingMissing)}</option>
          {Object.values(ScholarDocument).map((document) => (
            <option key={document} value={document}>
              {intl.formatMessage(MISSING[document])}
            </option>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.year)}
          value={params.get('year') ?? currentYear}
          onChange={(event) => set('year', event.target.value === currentYear ? '' : event.target.value)}
        >
          {academicYearOptions(currentYear).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </div>
      {chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={intl.formatMessage(messages.otherFilters)}>
          {chips.map(({ name, text }) => (
            <li key={name}>
              <Button
                variant="secondary"
                className="min-h-11"
                onClick={() => set(name, '')}
                aria-label={intl.formatMessage(messages.removeFilter, { filter: text })}
              >
                {text}
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
