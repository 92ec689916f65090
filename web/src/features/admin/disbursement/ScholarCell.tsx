import { FormattedMessage, useIntl } from 'react-intl';
import { bodyCell } from '../components/TableFrame';
import { batchWords } from './disbursement-words';

/** A row's scholar: the name, then the batch and university. */
export function ScholarCell({ row }: { row: { name: string; batchNo?: number | null; universityName?: string | null } }) {
  const intl = useIntl();
  return (
    <td className={`${bodyCell} min-w-44`}>
      <p className="font-medium text-slate-900">{row.name}</p>
      <p className="text-xs text-slate-500">
        {row.batchNo ? (
          batchWords(intl, row.batchNo)
        ) : (
          <FormattedMessage id="admin.disbursement.scholarCell.noBatch" defaultMessage="No batch" />
        )}
        {row.universityName ? ` · ${row.universityName}` : ''}
      </p>
    </td>
  );
}
