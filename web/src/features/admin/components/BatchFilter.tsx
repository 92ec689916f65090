import { useSearchParams } from 'react-router';
import { Select } from '@/shared/ui/Select';
import { withFilter } from './list-params';

/** The batch of an admin list, kept in the address as `batch` (every batch when none is chosen). */
export function BatchFilter({ batches }: { batches: readonly number[] }) {
  const [params, setParams] = useSearchParams();
  return (
    <Select
      label="Batch"
      value={params.get('batch') ?? ''}
      onChange={(event) => setParams(withFilter(params, 'batch', event.target.value))}
    >
      <option value="">All batches</option>
      {batches.map((batch) => (
        <option key={batch} value={batch}>
          Batch {batch}
        </option>
      ))}
    </Select>
  );
}
