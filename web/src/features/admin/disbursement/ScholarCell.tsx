import { bodyCell } from '../components/TableFrame';

/** A row's scholar: the name, then the batch and university. */
export function ScholarCell({ row }: { row: { name: string; batchNo?: number | null; universityName?: string | null } }) {
  return (
    <td className={`${bodyCell} min-w-44`}>
      <p className="font-medium text-slate-900">{row.name}</p>
      <p className="text-xs text-slate-500">
        {row.batchNo ? `Batch ${row.batchNo}` : 'No batch'}
        {row.universityName ? ` · ${row.universityName}` : ''}
      </p>
    </td>
  );
}
