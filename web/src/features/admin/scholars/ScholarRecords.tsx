import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { activityKindMessage } from '@/shared/status/activity-kind';
import { resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { Card, CardHeader } from '@/shared/ui/Card';
import { AuditEntries } from '../components/AuditEntries';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
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

const messages = defineMessages({
  results: { id: 'admin.scholars.scholarRecords.results', defaultMessage: 'Results' },
  noResults: { id: 'admin.scholars.scholarRecords.noResults', defaultMessage: 'No results uploaded yet.' },
  controlNumbers: { id: 'admin.scholars.scholarRecords.controlNumbers', defaultMessage: 'Control numbers' },
  noControlNumber: { id: 'admin.scholars.scholarRecords.noControlNumber', defaultMessage: 'No control number submitted yet.' },
  officersActions: { id: 'admin.scholars.scholarRecords.officersActions', defaultMessage: "Officers' actions" },
  officersActionsDescription: {
    id: 'admin.scholars.scholarRecords.officersActionsDescription',
    defaultMessage: 'The latest 20, newest first.',
  },
  noOfficerAction: { id: 'admin.scholars.scholarRecords.noOfficerAction', defaultMessage: 'No administrator has acted on this scholar.' },
  activity: { id: 'admin.scholars.scholarRecords.activity', defaultMessage: 'Account activity' },
  activityDescription: {
    id: 'admin.scholars.scholarRecords.activityDescription',
    defaultMessage: 'The latest 20 sign-ins and account changes.',
  },
  noActivity: { id: 'admin.scholars.scholarRecords.noActivity', defaultMessage: 'No activity recorded yet.' },
});

const RESULT_COLUMNS = defineMessages({
  year: { id: 'admin.scholars.scholarRecords.resultYear', defaultMessage: 'Year' },
  gpa: { id: 'admin.scholars.scholarRecords.resultGpa', defaultMessage: 'GPA' },
  status: { id: 'admin.scholars.scholarRecords.resultStatus', defaultMessage: 'Status' },
  uploaded: { id: 'admin.scholars.scholarRecords.resultUploaded', defaultMessage: 'Uploaded' },
  comment: { id: 'admin.scholars.scholarRecords.resultComment', defaultMessage: 'Comment' },
});

const CONTROL_NUMBER_COLUMNS = defineMessages({
  year: { id: 'admin.scholars.scholarRecords.controlNumberYear', defaultMessage: 'Year' },
  type: { id: 'admin.scholars.scholarRecords.controlNumberType', defaultMessage: 'Type' },
  controlNumber: { id: 'admin.scholars.scholarRecords.controlNumber', defaultMessage: 'Control number' },
  status: { id: 'admin.scholars.scholarRecords.controlNumberStatus', defaultMessage: 'Status' },
  submitted: { id: 'admin.scholars.scholarRecords.controlNumberSubmitted', defaultMessage: 'Submitted' },
});

const TYPE_LABELS = defineMessages({
  UNIVERSITY_FEE: { id: 'admin.scholars.scholarRecords.universityFee', defaultMessage: 'University fee' },
  NHIF: { id: 'admin.scholars.scholarRecords.nhif', defaultMessage: 'NHIF' },
});

const nothing = (text: string) => <p className="px-5 py-4 text-sm text-slate-500">{text}</p>;

/** The scholar's results, control numbers, latest activity and the officers' actions on them. */
export function ScholarRecords({ scholar: masked }: { scholar: FragmentType<typeof ScholarRecordsFragment> }) {
  const { results, controlNumbers, activity, auditTrail } = getFragmentData(ScholarRecordsFragment, masked);
  const intl = useIntl();
  const say = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <>
      <Card>
        <CardHeader title={say(messages.results)} />
        {results.length === 0 ? (
          nothing(say(messages.noResults))
        ) : (
          <TableFrame caption={say(messages.results)}>
            <TableHead columns={Object.values(RESULT_COLUMNS).map(say)} />
            <tbody className="divide-y divide-slate-100">
              {results.map((result) => {
                const badge = resultStatusBadge(result.status);
                return (
                  <tr key={result.fileName}>
                    <td className={bodyCell}>{result.year}</td>
                    <td className={bodyCell}>{result.gpa.toFixed(1)}</td>
                    <td className={bodyCell}>
                      <Badge tone={badge.tone}>{say(badge.message)}</Badge>
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
        <CardHeader title={say(messages.controlNumbers)} />
        {controlNumbers.length === 0 ? (
          nothing(say(messages.noControlNumber))
        ) : (
          <TableFrame caption={say(messages.controlNumbers)}>
            <TableHead columns={Object.values(CONTROL_NUMBER_COLUMNS).map(say)} />
            <tbody className="divide-y divide-slate-100">
              {controlNumbers.map((payment) => (
                <tr key={payment.id}>
                  <td className={bodyCell}>{payment.year}</td>
                  <td className={bodyCell}>{say(TYPE_LABELS[payment.type])}</td>
                  <td className={`${bodyCell} font-mono`}>{payment.controlNumber}</td>
                  <td className={bodyCell}>
                    <Badge tone={controlNumberStatusBadge(payment.status).tone}>
                      {say(controlNumberStatusBadge(payment.status).message)}
                    </Badge>
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
        <CardHeader title={say(messages.officersActions)} description={say(messages.officersActionsDescription)} />
        <AuditEntries entries={auditTrail} empty={say(messages.noOfficerAction)} />
      </Card>
      <Card>
        <CardHeader title={say(messages.activity)} description={say(messages.activityDescription)} />
        {activity.length === 0 ? (
          nothing(say(messages.noActivity))
        ) : (
          <ol className="divide-y divide-slate-100">
            {activity.map((line, i) => (
              <li key={`${line.at}-${i}`} className="flex flex-wrap justify-between gap-2 px-5 py-2 text-sm">
                <span className="text-slate-800">{say(activityKindMessage(line.kind))}</span>
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
