import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { RunAction } from './run-action';
import { RowActionButton } from './RowActionButton';

export const TransferActionsFragment = graphql(`
  fragment TransferActions_item on DisbursementItem {
    id
    studentId
    name
    transferStatus
    failureReason
    failureReportedBy {
      id
      name
    }
    viewerCanConfirmFailure
  }
`);

type Props = { item: FragmentType<typeof TransferActionsFragment>; onAction: (action: RunAction) => void };

/**
 * What may be done to a paid row's transfer: one administrator reports it failed, another confirms the report (the
 * one who reported it reads that another confirms), and anyone dismisses a report that was wrong.
 */
export function TransferActions({ item: masked, onAction }: Props) {
  const item = getFragmentData(TransferActionsFragment, masked);
  const intl = useIntl();
  const { name } = item;
  if (item.transferStatus === 'PENDING')
    return (
      <RowActionButton
        label={intl.formatMessage(
          { id: 'admin.disbursement.transferActions.reportFor', defaultMessage: 'Report transfer failed for {name}' },
          { name },
        )}
        onClick={() => onAction({ kind: 'failed', row: item })}
      >
        <FormattedMessage id="admin.disbursement.transferActions.report" defaultMessage="Report transfer failed" />
      </RowActionButton>
    );
  if (item.transferStatus !== 'FAILURE_REPORTED') return null;
  return (
    <>
      {item.viewerCanConfirmFailure ? (
        <RowActionButton
          label={intl.formatMessage(
            { id: 'admin.disbursement.transferActions.confirmFor', defaultMessage: 'Confirm failure of the transfer to {name}' },
            { name },
          )}
          onClick={() => onAction({ kind: 'confirmFailure', row: item })}
        >
          <FormattedMessage id="admin.disbursement.transferActions.confirm" defaultMessage="Confirm failure" />
        </RowActionButton>
      ) : (
        <p className="w-full text-xs text-slate-700">
          <FormattedMessage
            id="admin.disbursement.transferActions.reportedByYou"
            defaultMessage="You reported it, so another administrator must confirm it."
          />
        </p>
      )}
      <RowActionButton
        label={intl.formatMessage(
          { id: 'admin.disbursement.transferActions.dismissFor', defaultMessage: 'Dismiss the failure report for {name}' },
          { name },
        )}
        onClick={() => onAction({ kind: 'dismissFailure', row: item })}
      >
        <FormattedMessage id="admin.disbursement.transferActions.dismiss" defaultMessage="Dismiss" />
      </RowActionButton>
    </>
  );
}
