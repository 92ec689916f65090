import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { Select } from '@/shared/ui/Select';
import { BatchFilter } from '../components/BatchFilter';
import { withFilter } from '../components/list-params';

/** The year and the batch, kept in the address as they are chosen (the current year and every batch by default). */
export function AnalyticsFilters({ batches, currentYear }: { batches: readonly number[]; currentYear: string }) {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) => setParams(withFilter(params, name, value));
  const intl = useIntl();
  return (
    <div className="grid grid-cols-2 gap-3 px-5 py-4 md:max-w-xl">
      <Select
        label={intl.formatMessage({ id: 'admin.analytics.analyticsFilters.year', defaultMessage: 'Academic year' })}
        value={params.get('year') ?? currentYear}
        onChange={(event) => set('year', event.target.value === currentYear ? '' : event.target.value)}
      >
        {academicYearOptions(currentYear).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <BatchFilter batches={batches} />
    </div>
  );
}
