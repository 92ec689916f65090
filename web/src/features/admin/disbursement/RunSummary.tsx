import type { ReactNode } from 'react';
import type { RunPage_RunFragment } from '@/gql/graphql';
import { formatShillings } from '@/shared/rules/format';
import { Badge } from '@/shared/ui/Badge';
import { Card, CardHeader } from '@/shared/ui/Card';
import { batchWords, RUN_STATUS, scholarsWords } from './disbursement-words';
import { useDates } from '@/shared/i18n/use-dates';

/** Where the run stands: its status and version, what it pays for, who made and checked it, and its totals. */
export function RunSummary({ run }: { run: RunPage_RunFragment }) {
  const { dayTime } = useDates();
  const who = (officer: { name: string } | null | undefined, at: string | null | undefined) =>
    `${officer?.name ?? 'A former administrator'}, ${dayTime(at)}`;
  const status = RUN_STATUS[run.status];
  const facts: [string, ReactNode][] = [
    ['Status', <Badge tone={status.tone}>{status.label}</Badge>],
    ['Version', run.version],
    ['Academic year', run.academicYear],
    ['Batch', batchWords(run.batchNo)],
    ['Amount per scholar', formatShillings(run.amountTzs)],
    ['Created by', who(run.createdBy, run.createdAt)],
    ['Approved by', run.approvedAt ? who(run.approvedBy, run.approvedAt) : 'Not approved yet'],
  ];
  if (run.paidAt) facts.push(['Paid on', dayTime(run.paidAt)]);
  if (run.cancelledAt) facts.push(['Cancelled by', `${who(run.cancelledBy, run.cancelledAt)}: ${run.cancelReason ?? ''}`]);
  return (
    <Card aria-labelledby="run-summary-title">
      <CardHeader titleId="run-summary-title" title={run.period} description="Stipend run" />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <dl aria-label="Totals" className="grid grid-cols-3 gap-3 border-t border-slate-100 px-5 py-4">
        {(
          [
            ['Included', scholarsWords(run.includedCount)],
            ['Excluded', scholarsWords(run.excludedCount)],
            ['Total', formatShillings(run.totalTzs)],
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
