import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bodyCell } from '../components/TableFrame';
import { batchWords } from './disbursement-words';

type Scholar = { name: string; batchNo?: number | null; universityName?: string | null };

/** A row's scholar: the name, then the batch and university, then what the list adds about them (`children`). */
export function ScholarCell({ row, children }: { row: Scholar; children?: ReactNode }) {
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
      {children}
    </td>
  );
}
