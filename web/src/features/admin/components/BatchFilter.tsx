import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { BatchSelect } from './BatchSelect';
import { withFilter } from './list-params';

/** The batch of an admin list, kept in the address as `batch` (every batch when none is chosen). */
export function BatchFilter({ batches }: { batches: readonly number[] }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  return (
    <BatchSelect
      batches={batches}
      value={params.get('batch') ?? ''}
      onChange={(batch) => setParams(withFilter(params, 'batch', batch))}
      none={intl.formatMessage({ id: 'admin.components.batch.all', defaultMessage: 'All batches' })}
    />
  );
}
