import { defineMessages, useIntl } from 'react-intl';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { Select } from '@/shared/ui/Select';
import { BatchFilter } from '../components/BatchFilter';
import { withFilter } from '../components/list-params';
import { resultStatusBadge } from '@/shared/status/result-status';
import { ALL_STATUSES, QUEUE_STATUSES } from './results-desk-params';
import { useQueryChanger } from '@/shared/routing/use-query-changer';

const messages = defineMessages({
  year: { id: 'admin.results.deskFilters.year', defaultMessage: 'Academic year' },
  allYears: { id: 'admin.results.deskFilters.allYears', defaultMessage: 'All years' },
  status: { id: 'admin.results.deskFilters.status', defaultMessage: 'Status' },
  waiting: { id: 'admin.results.deskFilters.waiting', defaultMessage: 'Waiting for review' },
  anyStatus: { id: 'admin.results.deskFilters.anyStatus', defaultMessage: 'Any status' },
});

/**
 * The year and batch of either view, and the queue's status: each kept in the address as it is chosen. The queue
 * reads every year unless one is chosen; the not-uploaded view the programme's current one.
 */
export function DeskFilters({ batches, currentYear, withStatus }: { batches: number[]; currentYear: string; withStatus: boolean }) {
  const intl = useIntl();
  const [params, changeQuery] = useQueryChanger();
  const set = (name: string, value: string) => changeQuery((current) => withFilter(current, name, value));
  return (
    <div className="grid grid-cols-1 gap-3 px-5 py-4 sm:grid-cols-3">
      <Select
        label={intl.formatMessage(messages.year)}
        value={params.get('year') ?? (withStatus ? '' : currentYear)}
        onChange={(event) => set('year', event.target.value)}
      >
        {withStatus && <option value="">{intl.formatMessage(messages.allYears)}</option>}
        {academicYearOptions(currentYear).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </Select>
      <BatchFilter batches={batches} />
      {withStatus && (
        <Select
          label={intl.formatMessage(messages.status)}
          value={params.get('status') ?? ''}
          onChange={(event) => set('status', event.target.value)}
        >
          {QUEUE_STATUSES.map((status) => (
            <option key={status} value={status === 'SUBMITTED' ? '' : status}>
              {status === 'SUBMITTED' ? intl.formatMessage(messages.waiting) : intl.formatMessage(resultStatusBadge(status).message)}
            </option>
          ))}
          <option value={ALL_STATUSES}>{intl.formatMessage(messages.anyStatus)}</option>
        </Select>
      )}
    </div>
  );
}
