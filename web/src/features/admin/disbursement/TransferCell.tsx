import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { DayText, DayTimeText } from '@/shared/i18n/use-dates';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell } from '../components/TableFrame';
import { officerWords, TRANSFER_STATUS } from './disbursement-words';

export const TransferCellFragment = graphql(`
  fragment TransferCell_item on DisbursementItem {
    id
    transferStatus
    failureReason
    failureReportedBy {
      id
      name
    }
    failureReportedAt
    failedAt
  }
`);

/** Where a row's transfer stands: sent; reported failed, by whom, when and why; or failed, why and since when. */
export function TransferCell({ item: masked }: { item: FragmentType<typeof TransferCellFragment> }) {
  const item = getFragmentData(TransferCellFragment, masked);
  const intl = useIntl();
  const transfer = TRANSFER_STATUS[item.transferStatus];
  return (
    <td className={`${bodyCell} min-w-44`}>
      <Badge tone={transfer.tone}>{intl.formatMessage(transfer.label)}</Badge>
      {item.transferStatus === 'FAILURE_REPORTED' && (
        <p className="mt-1 text-xs break-words text-amber-900">
          <FormattedMessage
            id="admin.disbursement.transferCell.reported"
            defaultMessage="Reported by {name} on {when}: {reason}"
            values={{
              name: officerWords(intl, item.failureReportedBy),
              when: <DayTimeText value={item.failureReportedAt} />,
              reason: item.failureReason ?? '',
            }}
          />
        </p>
      )}
      {item.transferStatus === 'FAILED' && item.failureReason && (
        <p className="mt-1 text-xs break-words text-red-700">
          {item.failureReason} (<DayText value={item.failedAt} />)
        </p>
      )}
    </td>
  );
}
