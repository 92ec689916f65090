import { useMutation } from '@apollo/client/react';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ACKNOWLEDGE_FAILED } from '@nuru/rules/announcements';
import { DayText } from '@/shared/i18n/use-dates';

export const AcknowledgeButton_AnnouncementFragment = graphql(`
  fragment AcknowledgeButton_announcement on Announcement {
    id
    title
    requiresAcknowledgement
    acknowledgedAt
  }
`);

const AcknowledgeAnnouncementMutation = graphql(`
  mutation AcknowledgeAnnouncement($id: ID!) {
    acknowledgeAnnouncement(id: $id) {
      message
      announcement {
        id
        requiresAcknowledgement
        acknowledgedAt
      }
    }
  }
`);

/**
 * Beyond the spec: an announcement that asks for it is acknowledged once, kept by the provider (unlike the read
 * state). The answer updates the cached announcement, so every view of it shows the date.
 */
export function AcknowledgeButton({ announcement }: { announcement: FragmentType<typeof AcknowledgeButton_AnnouncementFragment> }) {
  const intl = useIntl();
  const a = getFragmentData(AcknowledgeButton_AnnouncementFragment, announcement);
  const [acknowledge, { loading }] = useMutation(AcknowledgeAnnouncementMutation);
  const [problem, setProblem] = useState<string | null>(null);

  if (!a.requiresAcknowledgement) return null;
  if (a.acknowledgedAt) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        <FormattedMessage
          id="announcements.acknowledge.done"
          defaultMessage="Acknowledged on {date}"
          values={{ date: <DayText value={a.acknowledgedAt} /> }}
        />
      </p>
    );
  }

  async function onAcknowledge() {
    setProblem(null);
    try {
      await acknowledge({ variables: { id: a.id } });
    } catch (error) {
      setProblem(errorMessage(error, ACKNOWLEDGE_FAILED));
    }
  }

  return (
    <div className="space-y-2">
      <Button
        className="sm:min-h-9 px-3 py-1.5"
        busy={loading}
        onClick={onAcknowledge}
        aria-label={intl.formatMessage(
          { id: 'announcements.acknowledge.label', defaultMessage: 'Acknowledge: {title}' },
          { title: a.title },
        )}
      >
        <FormattedMessage id="announcements.acknowledge.button" defaultMessage="Acknowledge" />
      </Button>
      {problem && (
        <Alert tone="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
    </div>
  );
}
