import { useMutation } from '@apollo/client/react';
import { ADMIN_FAILED, MAX_STATUS_REASON_LENGTH } from '@nuru/rules/admin';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { EnrollmentStatus } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { Select } from '@/shared/ui/Select';
import { Textarea } from '@/shared/ui/Textarea';
import { enrollmentStatusBadge } from '@/shared/status/enrollment-status';
import { statusChangeCheck, type StatusChangeCheck } from './status-change-rules';

const ScholarStatusFragment = graphql(`
  fragment ScholarStatus_scholar on Scholar {
    id
    enrollmentStatus
  }
`);

const ChangeEnrollmentStatusMutation = graphql(`
  mutation ChangeEnrollmentStatus($id: ID!, $status: EnrollmentStatus!, $reason: String!, $expectedStatus: EnrollmentStatus) {
    changeEnrollmentStatus(id: $id, status: $status, reason: $reason, expectedStatus: $expectedStatus) {
      message
      scholar {
        id
        enrollmentStatus
      }
    }
  }
`);

type Outcome = { tone: 'success' | 'error'; message: string };

const messages = defineMessages({
  title: { id: 'admin.scholars.scholarStatus.title', defaultMessage: 'Enrollment status' },
  newStatus: { id: 'admin.scholars.scholarStatus.newStatus', defaultMessage: 'New status' },
  chooseStatus: { id: 'admin.scholars.scholarStatus.chooseStatus', defaultMessage: 'Choose a status' },
  reason: { id: 'admin.scholars.scholarStatus.reason', defaultMessage: 'Reason' },
  reasonHint: { id: 'admin.scholars.scholarStatus.reasonHint', defaultMessage: 'Kept in the audit log with your name.' },
  change: { id: 'admin.scholars.scholarStatus.change', defaultMessage: 'Change status' },
  updated: { id: 'admin.scholars.scholarStatus.updated', defaultMessage: 'Enrollment status updated' },
});

/** The scholar's enrollment status and the form that changes it, with the reason the audit log keeps. */
export function ScholarStatus({
  scholar: masked,
  onChanged,
}: {
  scholar: FragmentType<typeof ScholarStatusFragment>;
  onChanged: () => void;
}) {
  const { id, enrollmentStatus } = getFragmentData(ScholarStatusFragment, masked);
  const intl = useIntl();
  const [next, setNext] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<StatusChangeCheck | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [change, { loading }] = useMutation(ChangeEnrollmentStatusMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const refused = statusChangeCheck(enrollmentStatus, next, reason, intl);
    setProblem(refused);
    if (refused) return;
    try {
      await change({
        variables: { id, status: next as EnrollmentStatus, reason: reason.trim(), expectedStatus: enrollmentStatus },
        // The row of the table is normalised on its own; the page's Scholar takes the new status here.
        update: (cache, { data: changed }) => {
          const status = changed?.changeEnrollmentStatus.scholar.enrollmentStatus;
          if (status) cache.modify({ id: cache.identify({ __typename: 'Scholar', id }), fields: { enrollmentStatus: () => status } });
        },
      });
      setNext('');
      setReason('');
      // The provider always answers with this sentence: said here, in the reader's language.
      setOutcome({ tone: 'success', message: intl.formatMessage(messages.updated) });
      onChanged();
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, ADMIN_FAILED.statusChange) });
    }
  }

  const badge = enrollmentStatusBadge(enrollmentStatus);
  return (
    <Card>
      <CardHeader
        title={intl.formatMessage(messages.title)}
        action={<Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>}
      />
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-3 px-5 py-4" noValidate>
        {outcome && (
          <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
            {outcome.message}
          </Alert>
        )}
        <Select
          label={intl.formatMessage(messages.newStatus)}
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={problem?.field === 'status' ? problem.text : undefined}
        >
          <option value="">{intl.formatMessage(messages.chooseStatus)}</option>
          {Object.values(EnrollmentStatus)
            .filter((status) => status !== enrollmentStatus)
            .map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage(enrollmentStatusBadge(status).message)}
              </option>
            ))}
        </Select>
        <Textarea
          autoComplete="off"
          label={intl.formatMessage(messages.reason)}
          hint={intl.formatMessage(messages.reasonHint)}
          value={reason}
          maxLength={MAX_STATUS_REASON_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          error={problem?.field === 'reason' ? problem.text : undefined}
        />
        <Button type="submit" busy={loading} className="min-h-11">
          {intl.formatMessage(messages.change)}
        </Button>
      </form>
    </Card>
  );
}
