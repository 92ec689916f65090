import { useIntl } from 'react-intl';
import { BatchSelect } from './BatchSelect';
import { withFilter } from './list-params';
import { useQueryChanger } from '@/shared/routing/use-query-changer';

/** The batch of an admin list, kept in the address as `batch` (every batch when none is chosen). */
export function BatchFilter({ batches }: { batches: readonly number[] }) {
  const intl = useIntl();
  const [params, changeQuery] = useQueryChanger();
  return (
    <BatchSelect
      batches={batches}
      value={params.get('batch') ?? ''}
      onChange={(batch) => changeQuery((current) => withFilter(current, 'batch', batch))}
      none={intl.formatMessage({ id: 'admin.components.batch.all', defaultMessage: 'All batches' })}
    />
  );
}
