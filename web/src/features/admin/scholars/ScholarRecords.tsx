import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { Card, CardHeader } from '@/shared/ui/Card';
import { AuditEntries } from '../components/AuditEntries';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { CONTROL_NUMBER } from './scholar-badges';
import { DayText, DayTimeText } from '@/shared/i18n/use-dates';

const ScholarRecordsFragment = graphql(`
  fragment ScholarRecords_scholar on Scholar {
    results {
      fileName
      year
      gpa
      status
      reviewComment
      uploadedAt
    }
    controlNumbers {
      id
      type
      year
      controlNumber
      status
      submittedAt
    }
    activity {
      kind
      at
    }
    auditTrail {
      ...AuditEntries_entry
    }
  }
`);

const TYPE_LABELS = { UNIVERSITY_FEE: 'University fee', NHIF: 'NHIF' } as const;
const nothing = (text: string) => <p className="px-5 py-4 text-sm text-slate-500">{text}</p>;

/** The scholar's results, control numbers, latest activity and the officers' actions on them. */
export function ScholarRecords({ scholar: masked }: { scholar: FragmentType<typeof ScholarRecordsFragment> }) {
  const { results, controlNumbers, activity, auditTrail } = getFragmentData(ScholarRecordsFragment, masked);
  return (
    <>
      <Card>
        <CardHeader title="Results" />
        {results.length === 0 ? (
          nothing('No results uploaded yet.')
        ) : (
          <TableFrame caption="Results">
            <TableHead columns={['Year', 'GPA', 'Status', 'Uploaded', 'Comment']} />
            <tbody className="divide-y divide-slate-100">
              {results.map((result) => {
                const badge = resultStatusBadge(result.status);
                return (
                  <tr key={result.fileName}>
                    <td className={bodyCell}>{result.year}</td>
                    <td className={bodyCell}>{result.gpa.toFixed(1)}</td>
                    <td className={bodyCell}>
                      <Badge tone={badge.tone}>{badge.label}</Badge>
                    </td>
                    <td className={`${bodyCell} whitespace-nowrap`}>
                      <DayText value={result.uploadedAt} />
                    </td>
                    <td className={`${bodyCell} min-w-48`}>{result.reviewComment ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </TableFrame>
        )}
      </Card>
      <Card>
        <CardHeader title="Control numbers" />
        {controlNumbers.length === 0 ? (
          nothing('No control number submitted yet.')
        ) : (
          <TableFrame caption="Control numbers">
            <TableHead columns={['Year', 'Type', 'Control number', 'Status', 'Submitted']} />
            <tbody className="divide-y divide-slate-100">
              {controlNumbers.map((payment) => (
                <tr key={payment.id}>
                  <td className={bodyCell}>{payment.year}</td>
                  <td className={bodyCell}>{TYPE_LABELS[payment.type]}</td>
                  <td className={`${bodyCell} font-mono`}>{payment.controlNumber}</td>
                  <td className={bodyCell}>
                    <Badge tone={CONTROL_NUMBER[payment.status].tone}>{CONTROL_NUMBER[payment.status].label}</Badge>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    <DayText value={payment.submittedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
        )}
      </Card>
      <Card>
        <CardHeader title="Officers' actions" description="The latest 20, newest first." />
        <AuditEntries entries={auditTrail} empty="No administrator has acted on this scholar." />
      </Card>
      <Card>
        <CardHeader title="Account activity" description="The latest 20 sign-ins and account changes." />
        {activity.length === 0 ? (
          nothing('No activity recorded yet.')
        ) : (
          <ol className="divide-y divide-slate-100">
            {activity.map((line, i) => (
              <li key={`${line.at}-${i}`} className="flex flex-wrap justify-between gap-2 px-5 py-2 text-sm">
                <span className="text-slate-800">{line.kind.replaceAll('_', ' ')}</span>
                <span className="text-slate-500">
                  <DayTimeText value={line.at} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
