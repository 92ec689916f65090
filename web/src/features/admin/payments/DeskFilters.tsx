import { PAYMENT_TYPE_LABELS } from '@nuru/rules/payments';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ControlNumberStatus, PaymentType } from '@/gql/graphql';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { BatchFilter } from '../components/BatchFilter';
import { withFilter } from '../components/list-params';
import { CONTROL_NUMBER } from '../scholars/scholar-badges';

type Props = {
  batches: number[];
  currentYear: string;
  /** The missing list always has a type, and no status, search or attention filter. */
  variant?: 'control-numbers' | 'missing';
};

/** Year, type, batch (and for control numbers: status, needs attention, search), each kept in the address as chosen. */
export function DeskFilters({ batches, currentYear, variant = 'control-numbers' }: Props) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const set = (name: string, value: string) => setParams(withFilter(params, name, value));
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
              label="Search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name, e-mail or control number"
              autoComplete="off"
              maxLength={100}
            />
          </div>
          <Button type="submit" variant="secondary" className="min-h-11">
            Search
          </Button>
        </form>
      )}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
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
        <Select
          label="Type"
          value={params.get('type') ?? (full ? '' : PaymentType.UniversityFee)}
          onChange={(event) => set('type', event.target.value)}
        >
          {full && <option value="">Both types</option>}
          {Object.values(PaymentType).map((type) => (
            <option key={type} value={type}>
              {PAYMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
        <BatchFilter batches={batches} />
        {full && (
          <Select label="Status" value={params.get('status') ?? ''} onChange={(event) => set('status', event.target.value)}>
            <option value="">Any status</option>
            {Object.values(ControlNumberStatus).map((status) => (
              <option key={status} value={status}>
                {CONTROL_NUMBER[status].label}
              </option>
            ))}
          </Select>
        )}
      </div>
      {full && (
        <Checkbox
          label="Needs attention"
          hint="Only control numbers flagged as duplicate or reused, not resolved yet."
          checked={params.get('attention') === '1'}
          onChange={(event) => set('attention', event.target.checked ? '1' : '')}
        />
      )}
    </div>
  );
}
