import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatShillings } from '@/shared/rules/format';
import { Badge } from '@/shared/ui/Badge';
import { Card, CardHeader } from '@/shared/ui/Card';
import { batchWords, officerWords, RUN_STATUS, scholarsWords } from './disbursement-words';
import { useDates } from '@/shared/i18n/use-dates';

const TERMS = defineMessages({
  status: { id: 'admin.disbursement.runSummary.status', defaultMessage: 'Status' },
  version: { id: 'admin.disbursement.runSummary.version', defaultMessage: 'Version' },
  year: { id: 'admin.disbursement.runSummary.year', defaultMessage: 'Academic year' },
  batch: { id: 'admin.disbursement.runSummary.batch', defaultMessage: 'Batch' },
  amount: { id: 'admin.disbursement.runSummary.amount', defaultMessage: 'Amount per scholar' },
  createdBy: { id: 'admin.disbursement.runSummary.createdBy', defaultMessage: 'Created by' },
  approvedBy: { id: 'admin.disbursement.runSummary.approvedBy', defaultMessage: 'Approved by' },
  notApproved: { id: 'admin.disbursement.runSummary.notApproved', defaultMessage: 'Not approved yet' },
  bankFile: { id: 'admin.disbursement.runSummary.bankFile', defaultMessage: 'Bank file downloaded' },
  paidOn: { id: 'admin.disbursement.runSummary.paidOn', defaultMessage: 'Paid on' },
  cancelAskedBy: { id: 'admin.disbursement.runSummary.cancelAskedBy', defaultMessage: 'Cancellation asked by' },
  cancelledBy: { id: 'admin.disbursement.runSummary.cancelledBy', defaultMessage: 'Cancelled by' },
  included: { id: 'admin.disbursement.runSummary.included', defaultMessage: 'Included' },
  excluded: { id: 'admin.disbursement.runSummary.excluded', defaultMessage: 'Excluded' },
  total: { id: 'admin.disbursement.runSummary.total', defaultMessage: 'Total' },
});

export const RunSummaryFragment = graphql(`
  fragment RunSummary_run on DisbursementRun {
    id
    period
    academicYear
    batchNo
    status
    version
    amountTzs
    totalTzs
    includedCount
    excludedCount
    createdBy {
      id
      name
    }
    createdAt
    approvedBy {
      id
      name
    }
    approvedAt
    paidAt
    cancelledBy {
      id
      name
    }
    cancelledAt
    cancelReason
    cancelRequestedBy {
      id
      name
    }
    cancelRequestedAt
    bankFileDownloadedAt
  }
`);

/** Where the run stands: its status and version, what it pays for, who made and checked it, and its totals. */
export function RunSummary({ run: masked }: { run: FragmentType<typeof RunSummaryFragment> }) {
  const run = getFragmentData(RunSummaryFragment, masked);
  const { dayTime } = useDates();
  const intl = useIntl();
  const term = (key: keyof typeof TERMS) => intl.formatMessage(TERMS[key]);
  const who = (officer: { name: string } | null | undefined, at: string | null | undefined) =>
    `${officerWords(intl, officer)}, ${dayTime(at)}`;
  const status = RUN_STATUS[run.status];
  const facts: [string, ReactNode][] = [
    [term('status'), <Badge tone={status.tone}>{intl.formatMessage(status.label)}</Badge>],
    [term('version'), run.version],
    [term('year'), run.academicYear],
    [term('batch'), batchWords(intl, run.batchNo)],
    [term('amount'), formatShillings(run.amountTzs)],
    [term('createdBy'), who(run.createdBy, run.createdAt)],
    [term('approvedBy'), run.approvedAt ? who(run.approvedBy, run.approvedAt) : term('notApproved')],
  ];
  if (run.bankFileDownloadedAt) facts.push([term('bankFile'), dayTime(run.bankFileDownloadedAt)]);
  if (run.paidAt) facts.push([term('paidOn'), dayTime(run.paidAt)]);
  // Once confirmed, the cancellation names both administrators: the one who asked and the one who cancelled.
  if (run.cancelledAt && run.cancelRequestedAt) facts.push([term('cancelAskedBy'), who(run.cancelRequestedBy, run.cancelRequestedAt)]);
  if (run.cancelledAt) facts.push([term('cancelledBy'), `${who(run.cancelledBy, run.cancelledAt)}: ${run.cancelReason ?? ''}`]);
  return (
    <Card aria-labelledby="run-summary-title">
      <CardHeader
        titleId="run-summary-title"
        title={run.period}
        description={intl.formatMessage({ id: 'admin.disbursement.runSummary.stipendRun', defaultMessage: 'Stipend run' })}
      />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl
        aria-label={intl.formatMessage({ id: 'admin.disbursement.runSummary.totals', defaultMessage: 'Totals' })}
        className="grid grid-cols-3 gap-3 border-t border-slate-100 px-5 py-4"
      >
        {(
          [
            [term('included'), scholarsWords(intl, run.includedCount)],
            [term('excluded'), scholarsWords(intl, run.excludedCount)],
            [term('total'), formatShillings(run.totalTzs)],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-500">{term}</dt>
            <dd className="text-base font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
