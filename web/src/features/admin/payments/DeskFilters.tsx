import { paymentTypeLabel } from '@nuru/rules/payments';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ControlNumberStatus, PaymentType } from '@/gql/graphql';
import { useServerWords } from '@/shared/i18n/words';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { BatchFilter } from '../components/BatchFilter';
import { withFilter } from '../components/list-params';
import { useQueryChanger } from '@/shared/routing/use-query-changer';
import { MAX_SEARCH_LENGTH } from '@nuru/rules/admin';

const messages = defineMessages({
  search: { id: 'admin.payments.deskFilters.search', defaultMessage: 'Search' },
  searchExample: { id: 'admin.payments.deskFilters.searchExample', defaultMessage: 'Name, e-mail or control number' },
  year: { id: 'admin.payments.deskFilters.year', defaultMessage: 'Academic year' },
  type: { id: 'admin.payments.deskFilters.type', defaultMessage: 'Type' },
  bothTypes: { id: 'admin.payments.deskFilters.bothTypes', defaultMessage: 'Both types' },
  status: { id: 'admin.payments.deskFilters.status', defaultMessage: 'Status' },
  anyStatus: { id: 'admin.payments.deskFilters.anyStatus', defaultMessage: 'Any status' },
  attention: { id: 'admin.payments.deskFilters.attention', defaultMessage: 'Needs attention' },
  attentionHint: {
    id: 'admin.payments.deskFilters.attentionHint',
    defaultMessage: 'Only control numbers flagged as duplicate or reused, not resolved yet.',
  },
});

type Props = {
  batches: number[];
  currentYear: string;
  /** The missing list always has a type, and no status, search or attention filter. */
  variant?: 'control-numbers' | 'missing';
};

/** Year, type, batch (and for control numbers: status, needs attention, search), each kept in the address as chosen. */
export function DeskFilters({ batches, currentYear, variant = 'control-numbers' }: Props) {
  const [params, changeQuery] = useQueryChanger();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const intl = useIntl();
  const words = useServerWords();
  const set = (name: string, value: string) => changeQuery((current) => withFilter(current, name, value));
  const full = variant === 'control-numbers';
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', search);
  };
  return (
    <div className="space-y-3 px-5 py-4">
      {full && (
        <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-60">
            <Input
              label={intl.formatMessage(messages.search)}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={intl.formatMessage(messages.searchExample)}
              autoComplete="off"
              maxLength={MAX_SEARCH_LENGTH}
            />
          </div>
          <Button type="submit" variant="secondary" className="min-h-11">
            {intl.formatMessage(messages.search)}
          </Button>
        </form>
      )}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
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
        <Select
          label={intl.formatMessage(messages.type)}
          value={params.get('type') ?? (full ? '' : PaymentType.UniversityFee)}
          onChange={(event) => set('type', event.target.value)}
        >
          {full && <option value="">{intl.formatMessage(messages.bothTypes)}</option>}
          {Object.values(PaymentType).map((type) => (
            <option key={type} value={type}>
              {words(paymentTypeLabel(type))}
            </option>
          ))}
        </Select>
        <BatchFilter batches={batches} />
        {full && (
          <Select
            label={intl.formatMessage(messages.status)}
            value={params.get('status') ?? ''}
            onChange={(event) => set('status', event.target.value)}
          >
            <option value="">{intl.formatMessage(messages.anyStatus)}</option>
            {Object.values(ControlNumberStatus).map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage(controlNumberStatusBadge(status).message)}
              </option>
            ))}
          </Select>
        )}
      </div>
      {full && (
        <Checkbox
          label={intl.formatMessage(messages.attention)}
          hint={intl.formatMessage(messages.attentionHint)}
          checked={params.get('attention') === '1'}
          onChange={(event) => set('attention', event.target.checked ? '1' : '')}
        />
      )}
    </div>
  );
}
