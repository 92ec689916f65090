import { PAYMENT_TYPE_LABELS } from '@nuru/rules/payments';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, headerCell, TableFrame } from '../components/TableFrame';
import { CONTROL_NUMBER } from '../scholars/scholar-badges';
import { FLAG_BADGES, formatTzs } from './payment-desk-words';
import { RowActions } from './RowActions';
import { DayText } from '@/shared/i18n/use-dates';

export const ControlNumberTableRowFragment = graphql(`
  fragment ControlNumberTable_row on ControlNumberRow {
    id
    controlNumber
    type
    year
    status
    submittedAt
    failureReason
    paidAt
    amount
    flags
    flagResolution {
      note
      resolvedAt
      resolvedBy
    }
    scholar {
      id
      name
      email
      batchNo
    }
  }
`);

type Props = {
  rows: FragmentType<typeof ControlNumberTableRowFragment>[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (ids: string[], selected: boolean) => void;
};

/** A page of control numbers: each with its scholar, flags and status, chosen for a bulk change or changed on its own. */
export function ControlNumberTable({ rows: masked, selected, onSelect, onSelectAll }: Props) {
  const rows = getFragmentData(ControlNumberTableRowFragment, masked);
  const ids = rows.map((row) => row.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  return (
    <TableFrame caption="Control numbers">
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headerCell}>
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              aria-label="Select every control number of this page"
              checked={allSelected}
              onChange={(event) => onSelectAll(ids, event.target.checked)}
            />
          </th>
          {['Scholar', 'Control number', 'Status', 'Actions'].map((column) => (
            <th key={column} scope="col" className={headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {rows.map((row) => {
          const status = CONTROL_NUMBER[row.status];
          return (
            <tr key={row.id}>
              <td className={bodyCell}>
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  aria-label={`Select ${row.controlNumber} of ${row.scholar.name || row.scholar.email}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect(row.id, event.target.checked)}
                />
              </td>
              <td className={`${bodyCell} min-w-48`}>
                <div className="font-medium text-slate-900">{row.scholar.name || row.scholar.email}</div>
                <div className="text-xs break-all text-slate-500">{row.scholar.email}</div>
                <div className="text-xs text-slate-500">{row.scholar.batchNo ? `Batch ${row.scholar.batchNo}` : 'No batch'}</div>
              </td>
              <td className={`${bodyCell} min-w-52`}>
                <div className="font-mono tracking-wide text-slate-900">{row.controlNumber}</div>
                <div className="text-xs text-slate-500">
                  {PAYMENT_TYPE_LABELS[row.type]} {row.year} · submitted <DayText value={row.submittedAt} />
                </div>
                {row.flags.length > 0 && (
                  <ul className="mt-1 flex flex-wrap gap-1" aria-label="Flags">
                    {row.flags.map((flag) => (
                      <li key={flag} title={FLAG_BADGES[flag]?.title}>
                        <Badge tone={FLAG_BADGES[flag]?.tone ?? 'warning'}>{FLAG_BADGES[flag]?.label ?? flag}</Badge>
                        <span className="sr-only">: {FLAG_BADGES[flag]?.title}</span>
                      </li>
                    ))}
                  </ul>
                )}
                {row.flagResolution && (
                  <p className="mt-1 text-xs text-slate-600">
                    Flag resolved by {row.flagResolution.resolvedBy}: {row.flagResolution.note}
                  </p>
                )}
              </td>
              <td className={`${bodyCell} min-w-40`}>
                <Badge tone={status.tone}>{status.label}</Badge>
                {row.failureReason && <p className="mt-1 text-xs text-red-700">Reason: {row.failureReason}</p>}
                {row.paidAt && (
                  <p className="mt-1 text-xs text-slate-600">
                    Paid <DayText value={row.paidAt} />
                    {row.amount !== null && row.amount !== undefined ? ` · ${formatTzs(row.amount)}` : ''}
                  </p>
                )}
              </td>
              <td className={`${bodyCell} min-w-64`}>
                <RowActions row={row} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
