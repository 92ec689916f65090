import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { DayTimeText } from '@/shared/i18n/use-dates';
import { formatShillings } from '@/shared/rules/format';
import { changesWords, officerWords } from './disbursement-words';
import type { RunAction } from './run-action';
import type { RunChangeDialog } from './RunChangeDialog';

export const RunDialogsFragment = graphql(`
  fragment RunDialogs_run on DisbursementRun {
    id
    period
    totalTzs
    includedCount
    excludedCount
    changes {
      studentId
    }
    bankFileDownloadedAt
  }
`);

type DialogProps = Parameters<typeof RunChangeDialog>[0];

export type DialogPlan = { title: string; body?: ReactNode; fields: DialogProps['fields']; submitLabel: string; danger?: boolean };

const strong = (words: ReactNode) => <strong>{words}</strong>;

/** The dialog each step asks in: its title, what the officer is about to do, its fields and its button. */
export function dialogFor(
  intl: IntlShape,
  action: RunAction | null,
  masked: FragmentType<typeof RunDialogsFragment>,
  today: string,
): DialogPlan | null {
  const run = getFragmentData(RunDialogsFragment, masked);
  const { period } = run;
  switch (action?.kind) {
    case undefined:
      return null;
    case 'approve':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.approveTitle', defaultMessage: 'Approve the {period} run?' },
          { period },
        ),
        body: (
          <>
            <p>
              <FormattedMessage
                id="admin.disbursement.runDialogs.approvePays"
                defaultMessage="It pays <strong>{included, plural, one {# scholar} other {# scholars}}</strong> a total of <strong>{total}</strong>; {excluded, plural, one {# scholar} other {# scholars}} left out."
                values={{ included: run.includedCount, excluded: run.excludedCount, total: formatShillings(run.totalTzs), strong }}
              />
            </p>
            <p>
              {run.changes.length > 0 ? (
                <FormattedMessage
                  id="admin.disbursement.runDialogs.approveChanges"
                  defaultMessage="<strong>{changes}</strong> since it was created: each is listed under Changes since creation."
                  values={{ changes: changesWords(intl, run.changes.length), strong }}
                />
              ) : (
                <FormattedMessage
                  id="admin.disbursement.runDialogs.approveNoChanges"
                  defaultMessage="<strong>no changes</strong> since it was created."
                  values={{ strong }}
                />
              )}
            </p>
            <p>
              <FormattedMessage
                id="admin.disbursement.runDialogs.approveThen"
                defaultMessage="Once approved it cannot be edited, and the bank file can be downloaded."
              />
            </p>
          </>
        ),
        fields: {},
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.approve', defaultMessage: 'Approve' }),
      };
    case 'cancel':
      return run.bankFileDownloadedAt ? askToCancel(intl, period, run.bankFileDownloadedAt) : cancelNow(intl, period);
    case 'confirmCancel':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.confirmCancelTitle', defaultMessage: 'Confirm the cancellation of the {period} run?' },
          { period },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.confirmCancelBody"
              defaultMessage="It will pay nobody, and its scholars can be paid in another run of the period. Confirm only once you know the bank will not pay the file that was downloaded."
            />
          </p>
        ),
        fields: {},
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.confirmCancel', defaultMessage: 'Cancel this run' }),
        danger: true,
      };
    case 'withdrawCancel':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.withdrawCancelTitle', defaultMessage: 'Withdraw the cancellation of the {period} run?' },
          { period },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.withdrawCancelBody"
              defaultMessage="The run stays approved: it is marked paid once the bank pays it, and it can be asked to be cancelled again."
            />
          </p>
        ),
        fields: {},
        submitLabel: intl.formatMessage({
          id: 'admin.disbursement.runDialogs.withdrawCancel',
          defaultMessage: 'Withdraw the cancellation',
        }),
      };
    case 'paid':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.paidTitle', defaultMessage: 'Mark the {period} run paid' },
          { period },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.paidBody"
              defaultMessage="The bank paid {total} to {count, plural, one {# scholar} other {# scholars}}. A transfer that came back can be reported failed afterwards."
              values={{ total: formatShillings(run.totalTzs), count: run.includedCount }}
            />
          </p>
        ),
        fields: { date: { today } },
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.paid', defaultMessage: 'Mark the run paid' }),
      };
    case 'failed':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.failedTitle', defaultMessage: 'The transfer to {name} failed' },
          { name: action.row.name },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.reportBody"
              defaultMessage="Another administrator confirms it; then they read the reason and are considered again in a later run of the period. Until then the transfer counts as paid."
            />
          </p>
        ),
        fields: {
          reason: {
            change: 'transferFailed',
            label: intl.formatMessage({
              id: 'admin.disbursement.runDialogs.reportReason',
              defaultMessage: 'Reason (the scholar reads it once confirmed)',
            }),
          },
        },
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.report', defaultMessage: 'Report failed' }),
        danger: true,
      };
    case 'confirmFailure':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.confirmFailureTitle', defaultMessage: 'Confirm the transfer to {name} failed?' },
          { name: action.row.name },
        ),
        body: (
          <>
            <p>
              <FormattedMessage
                id="admin.disbursement.runDialogs.confirmFailureReported"
                defaultMessage="{reporter} reported it: {reason}"
                values={{ reporter: officerWords(intl, action.row.failureReportedBy), reason: action.row.failureReason ?? '' }}
              />
            </p>
            <p>
              <FormattedMessage
                id="admin.disbursement.runDialogs.confirmFailureThen"
                defaultMessage="Once confirmed, they read this reason and are considered again in a later run of the period."
              />
            </p>
          </>
        ),
        fields: {},
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.confirmFailure', defaultMessage: 'Confirm failure' }),
        danger: true,
      };
    case 'dismissFailure':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.dismissFailureTitle', defaultMessage: 'Dismiss the failure report for {name}?' },
          { name: action.row.name },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.dismissFailureBody"
              defaultMessage="The transfer stands as sent: they count as paid for the period."
            />
          </p>
        ),
        fields: {},
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.dismissFailure', defaultMessage: 'Dismiss the report' }),
      };
    case 'amount':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.amountTitle', defaultMessage: 'Change the amount of {name}' },
          { name: action.row.name },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.amountBody"
              defaultMessage="Now {amount}. The approver sees the change and its reason."
              values={{ amount: formatShillings(action.row.amountTzs) }}
            />
          </p>
        ),
        fields: {
          amount: { initial: action.row.amountTzs },
          reason: {
            change: 'edit',
            label: intl.formatMessage({ id: 'admin.disbursement.runDialogs.amountReason', defaultMessage: 'Reason for the change' }),
          },
        },
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.amount', defaultMessage: 'Save the amount' }),
      };
    case 'exclude':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.excludeTitle', defaultMessage: 'Exclude {name}?' },
          { name: action.row.name },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.excludeBody"
              defaultMessage="They are left out of this run by hand. The approver sees the change and its reason."
            />
          </p>
        ),
        fields: {
          reason: {
            change: 'edit',
            label: intl.formatMessage({ id: 'admin.disbursement.runDialogs.excludeReason', defaultMessage: 'Reason for leaving them out' }),
          },
        },
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.exclude', defaultMessage: 'Exclude' }),
        danger: true,
      };
    case 'include':
      return {
        title: intl.formatMessage(
          { id: 'admin.disbursement.runDialogs.includeTitle', defaultMessage: 'Include {name} again?' },
          { name: action.row.name },
        ),
        body: (
          <p>
            <FormattedMessage
              id="admin.disbursement.runDialogs.includeBody"
              defaultMessage="They are paid the run’s amount. The approver sees the change and its reason."
            />
          </p>
        ),
        fields: {
          reason: {
            change: 'edit',
            label: intl.formatMessage({
              id: 'admin.disbursement.runDialogs.includeReason',
              defaultMessage: 'Reason for including them again',
            }),
          },
        },
        submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.include', defaultMessage: 'Include again' }),
      };
  }
}

const cancelReasonField = (intl: IntlShape): DialogPlan['fields'] => ({
  reason: {
    change: 'cancel',
    label: intl.formatMessage({ id: 'admin.disbursement.runDialogs.cancelReason', defaultMessage: 'Why it is cancelled' }),
  },
});

/** Before the bank file left the portal, one administrator cancels the run. */
const cancelNow = (intl: IntlShape, period: string): DialogPlan => ({
  title: intl.formatMessage({ id: 'admin.disbursement.runDialogs.cancelTitle', defaultMessage: 'Cancel the {period} run?' }, { period }),
  body: (
    <p>
      <FormattedMessage
        id="admin.disbursement.runDialogs.cancelBody"
        defaultMessage="It will pay nobody. This cannot be undone: a new run of the period can be created instead."
      />
    </p>
  ),
  fields: cancelReasonField(intl),
  submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.cancel', defaultMessage: 'Cancel this run' }),
  danger: true,
});

/** Once it was downloaded the bank may hold the file: the administrator asks, and another confirms. */
const askToCancel = (intl: IntlShape, period: string, downloadedAt: string): DialogPlan => ({
  title: intl.formatMessage(
    { id: 'admin.disbursement.runDialogs.askCancelTitle', defaultMessage: 'Ask to cancel the {period} run?' },
    { period },
  ),
  body: (
    <p>
      <FormattedMessage
        id="admin.disbursement.runDialogs.askCancelBody"
        defaultMessage="Its bank file was downloaded on {when}, so the bank may already hold it: this asks another administrator to confirm the cancellation. Until they do, the run stays approved."
        values={{ when: <DayTimeText value={downloadedAt} /> }}
      />
    </p>
  ),
  fields: cancelReasonField(intl),
  submitLabel: intl.formatMessage({ id: 'admin.disbursement.runDialogs.askCancel', defaultMessage: 'Ask to cancel' }),
  danger: true,
});
