import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EnrollmentStatus, ScholarDocument } from '@/gql/graphql';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { BatchFilter } from '../components/BatchFilter';
import { withFilter } from '../components/list-params';
import { ENROLLMENT, MISSING_LABELS } from './scholar-badges';

const words = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();
const CHIP_LABELS: Record<string, (value: string) => string> = {
  university: (value) => value,
  programme: (value) => value,
  result: (value) => `Results: ${words(value)}`,
  fee: (value) => `University fee: ${words(value)}`,
  nhif: (value) => `NHIF: ${words(value)}`,
};

/** Search, batch, status, what is missing and the year: each kept in the address as it is chosen. */
export function ScholarFilters({ batches, currentYear }: { batches: number[]; currentYear: string }) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const set = (name: string, value: string) => setParams(withFilter(params, name, value));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', search);
  };
  // Filters with no control of their own (set by a link: a row's university, an overview figure), shown so they can be removed.
  const chips = Object.entries(CHIP_LABELS).flatMap(([name, label]) => {
    const value = params.get(name);
    return value ? [{ name, value, text: label(value) }] : [];
  });
  return (
    <div className="space-y-3 px-5 py-4">
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <Input
            label="Search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, e-mail or registration number"
            autoComplete="off"
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary" className="min-h-11">
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <BatchFilter batches={batches} />
        <Select label="Status" value={params.get('status') ?? ''} onChange={(event) => set('status', event.target.value)}>
          <option value="">Any status</option>
          {Object.values(EnrollmentStatus).map((status) => (
            <option key={status} value={status}>
              {ENROLLMENT[status].label}
            </option>
          ))}
        </Select>
        <Select label="Missing" value={params.get('missing') ?? ''} onChange={(event) => set('missing', event.target.value)}>
          <option value="">Nothing in particular</option>
          {Object.values(ScholarDocument).map((document) => (
            <option key={document} value={document}>
              {MISSING_LABELS[document]}
            </option>
          ))}
        </Select>
        <Select
          label="Academic year"
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
        <ul className="flex flex-wrap gap-2" aria-label="Other filters">
          {chips.map(({ name, text }) => (
            <li key={name}>
              <Button variant="secondary" className="min-h-11" onClick={() => set(name, '')} aria-label={`Remove the filter ${text}`}>
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
