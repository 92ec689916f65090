import { paymentTypeLabel } from '@nuru/rules/payments';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { DayText } from '@/shared/i18n/use-dates';
import { useServerWords } from '@/shared/i18n/words';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, headerCell, TableFrame } from '../components/TableFrame';
import { formatShillings } from '@/shared/rules/format';
import { FLAG_BADGES } from './payment-desk-words';
import { RowActions } from './RowActions';
import { SelectCheckbox } from '@/shared/ui/SelectCheckbox';

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
    amountDueTzs
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

const COLUMNS = defineMessages({
  scholar: { id: 'admin.payments.controlNumberTable.scholar', defaultMessage: 'Scholar' },
  controlNumber: { id: 'admin.payments.controlNumberTable.controlNumber', defaultMessage: 'Control number' },
  status: { id: 'admin.payments.controlNumberTable.status', defaultMessage: 'Status' },
  actions: { id: 'admin.payments.controlNumberTable.actions', defaultMessage: 'Actions' },
});

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
  const intl = useIntl();
  const words = useServerWords();
  return (
    <TableFrame caption={intl.formatMessage({ id: 'admin.payments.controlNumberTable.caption', defaultMessage: 'Control numbers' })}>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headerCell}>
            <SelectCheckbox
              aria-label={intl.formatMessage({
                id: 'admin.payments.controlNumberTable.selectAll',
                defaultMessage: 'Select every control number of this page',
              })}
              checked={allSelected}
              onChange={(event) => onSelectAll(ids, event.target.checked)}
            />
          </th>
          {Object.entries(COLUMNS).map(([key, column]) => (
            <th key={key} scope="col" className={headerCell}>
              {intl.formatMessage(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {rows.map((row) => {
          const status = controlNumberStatusBadge(row.status);
          return (
            <tr key={row.id}>
              <td className={bodyCell}>
                <SelectCheckbox
                  aria-label={intl.formatMessage(
                    { id: 'admin.payments.controlNumberTable.select', defaultMessage: 'Select {controlNumber} of {scholar}' },
                    { controlNumber: row.controlNumber, scholar: row.scholar.name || row.scholar.email },
                  )}
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect(row.id, event.target.checked)}
                />
              </td>
              <td className={`${bodyCell} min-w-48`}>
                <div className="font-medium text-slate-900">{row.scholar.name || row.scholar.email}</div>
                <div className="text-xs break-all text-slate-500">{row.scholar.email}</div>
                <div className="text-xs text-slate-500">
                  {row.scholar.batchNo
                    ? intl.formatMessage(
                        { id: 'admin.payments.controlNumberTable.batch', defaultMessage: 'Batch {batchNo}' },
                        { batchNo: row.scholar.batchNo },
                      )
                    : intl.formatMessage({ id: 'admin.payments.controlNumberTable.noBatch', defaultMessage: 'No batch' })}
                </div>
              </td>
              <td className={`${bodyCell} min-w-52`}>
                <div className="font-mono tracking-wide text-slate-900">{row.controlNumber}</div>
                <div className="text-xs text-slate-500">
                  <FormattedMessage
                    id="admin.payments.controlNumberTable.submitted"
                    defaultMessage="{type} {year} · submitted {day}"
                    values={{ type: words(paymentTypeLabel(row.type)), year: row.year, day: <DayText value={row.submittedAt} /> }}
                  />
                </div>
                <div className="text-xs text-slate-500">
                  {row.amountDueTzs !== null && row.amountDueTzs !== undefined ? (
                    <FormattedMessage
                      id="admin.payments.controlNumberTable.amountDue"
                      defaultMessage="Bill {amount}"
                      values={{ amount: formatShillings(row.amountDueTzs) }}
                    />
                  ) : (
                    <FormattedMessage id="admin.payments.controlNumberTable.noAmountDue" defaultMessage="Bill amount not given" />
                  )}
                </div>
                {row.flags.length > 0 && (
                  <ul
                    className="mt-1 flex flex-wrap gap-1"
                    aria-label={intl.formatMessage({ id: 'admin.payments.controlNumberTable.flags', defaultMessage: 'Flags' })}
                  >
                    {row.flags.map((flag) => {
                      const badge = FLAG_BADGES[flag];
                      const title = badge && intl.formatMessage(badge.title);
                      return (
                        <li key={flag} title={title}>
                          <Badge tone={badge?.tone ?? 'warning'}>{badge ? intl.formatMessage(badge.message) : flag}</Badge>
                          <span className="sr-only">: {title}</span>
                        </li>
                      );
                    })}
                  </ul>
                )}
                {row.flagResolution && (
                  <p className="mt-1 text-xs text-slate-600">
                    <FormattedMessage
                      id="admin.payments.controlNumberTable.flagResolved"
                      defaultMessage="Flag resolved by {officer}: {note}"
                      values={{ officer: row.flagResolution.resolvedBy, note: row.flagResolution.note }}
                    />
                  </p>
                )}
              </td>
              <td className={`${bodyCell} min-w-40`}>
                <Badge tone={status.tone}>{intl.formatMessage(status.message)}</Badge>
                {row.failureReason && (
                  <p className="mt-1 text-xs text-red-700">
                    <FormattedMessage
                      id="admin.payments.controlNumberTable.reason"
                      defaultMessage="Reason: {reason}"
                      values={{ reason: row.failureReason }}
                    />
                  </p>
                )}
                {row.paidAt && (
                  <p className="mt-1 text-xs text-slate-600">
                    <FormattedMessage
                      id="admin.payments.controlNumberTable.paid"
                      defaultMessage="Paid {day}"
                      values={{ day: <DayText value={row.paidAt} /> }}
                    />
                    {row.amount !== null && row.amount !== undefined ? ` · ${formatShillings(row.amount)}` : ''}
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
