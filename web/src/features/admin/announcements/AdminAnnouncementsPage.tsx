import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { adminAnnouncementsRoute } from './admin-announcements-route';
import { useMutation } from '@apollo/client/react';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useToast } from '@/shared/ui/Toast';
import { DataView } from '@/shared/ui/DataView';
import { AdminAnnouncementRow } from './AdminAnnouncementRow';
import { AnnouncementForm } from './AnnouncementForm';
import { EMPTY_DRAFT, type AnnouncementDraft } from './announcement-form-rules';
import { ANNOUNCEMENT_CREATED, ANNOUNCEMENTS_FAILED, ANNOUNCEMENTS_UNAVAILABLE, CREATE_FAILED } from '@nuru/rules/announcements';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';
import { useServerWords } from '@/shared/i18n/words';

const CreateAnnouncementMutation = graphql(`
  mutation CreateAnnouncement($input: AnnouncementInput!) {
    createAnnouncement(input: $input) {
      message
      announcement {
        id
      }
    }
  }
`);

const messages = defineMessages({
  loading: { id: 'admin.announcements.adminAnnouncementsPage.loading', defaultMessage: 'Loading announcements...' },
  newAnnouncement: { id: 'admin.announcements.adminAnnouncementsPage.newAnnouncement', defaultMessage: 'New announcement' },
});

export function AdminAnnouncementsPage() {
  const intl = useIntl();
  return (
    <SuspenseCard loading={intl.formatMessage(messages.loading)}>
      <AdminAnnouncementsPageContent />
    </SuspenseCard>
  );
}

function AdminAnnouncementsPageContent() {
  const { data, error, waiting } = useRouteQuery(adminAnnouncementsRoute);
  const { refresh, refreshing } = useRouteRefresh(adminAnnouncementsRoute);
  const [create, creating] = useMutation(CreateAnnouncementMutation);
  const [composing, setComposing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const intl = useIntl();
  const words = useServerWords();
  const list = data?.announcements;
  const batches = data?.programmeBatches ?? [];

  async function onCreate(draft: AnnouncementDraft) {
    setProblem(null);
    try {
      // Where a new one goes in the list (pinned first, then newest) is the gateway's order: read it again.
      const { data: created } = await create({
        variables: { input: draft },
        refetchQueries: [adminAnnouncementsRoute.query],
        awaitRefetchQueries: true,
      });
      setComposing(false);
      toast(created?.createAnnouncement.message ?? ANNOUNCEMENT_CREATED);
    } catch (failure) {
      setProblem(errorMessage(failure, CREATE_FAILED));
    }
  }

  function closeComposer() {
    setComposing(false);
    setProblem(null);
  }

  return (
    <div className="space-y-6">
      {composing && (
        <Card aria-labelledby="new-announcement-title">
          <CardHeader
            titleId="new-announcement-title"
            title={intl.formatMessage(messages.newAnnouncement)}
            description={
              <FormattedMessage
                id="admin.announcements.adminAnnouncementsPage.newDescription"
                defaultMessage="Sent to the chosen batch, or to every batch."
              />
            }
          />
          <div className="space-y-4 px-5 py-5">
            {problem && <Alert tone="error">{problem}</Alert>}
            <AnnouncementForm
              initial={EMPTY_DRAFT}
              batches={batches}
              submitLabel={intl.formatMessage({
                id: 'admin.announcements.adminAnnouncementsPage.publish',
                defaultMessage: 'Publish announcement',
              })}
              busy={creating.loading}
              onSubmit={onCreate}
              onCancel={closeComposer}
            />
          </div>
        </Card>
      )}
      <Card aria-labelledby="admin-announcements-title" aria-busy={refreshing || waiting || undefined}>
        <CardHeader
          titleId="admin-announcements-title"
          title={intl.formatMessage({ id: 'admin.announcements.adminAnnouncementsPage.title', defaultMessage: 'All announcements' })}
          description={
            <FormattedMessage
              id="admin.announcements.adminAnnouncementsPage.description"
              defaultMessage="Newest first. Scholars see those for their batch and those for every batch."
            />
          }
          action={
            !composing && (
              <Button onClick={() => setComposing(true)}>
                <Plus aria-hidden="true" className="size-4" />
                {intl.formatMessage(messages.newAnnouncement)}
              </Button>
            )
          }
        />
        <DataView
          value={list}
          error={error}
          onRetry={refresh}
          loading={intl.formatMessage(messages.loading)}
          failure={{ title: words(ANNOUNCEMENTS_UNAVAILABLE), fallback: ANNOUNCEMENTS_FAILED }}
          empty={
            <EmptyState
              icon={Megaphone}
              title={intl.formatMessage({
                id: 'admin.announcements.adminAnnouncementsPage.emptyTitle',
                defaultMessage: 'No announcements yet',
              })}
            >
              <FormattedMessage
                id="admin.announcements.adminAnnouncementsPage.emptyText"
                defaultMessage="Write the first one with “{newAnnouncement}”."
                values={{ newAnnouncement: intl.formatMessage(messages.newAnnouncement) }}
              />
            </EmptyState>
          }
        >
          {(announcements) => (
            <ul
              aria-label={intl.formatMessage({ id: 'admin.announcements.adminAnnouncementsPage.list', defaultMessage: 'Announcements' })}
              className="divide-y divide-slate-100"
            >
              {announcements.map((announcement) => (
                <AdminAnnouncementRow key={announcement.id} announcement={announcement} batches={batches} />
              ))}
            </ul>
          )}
        </DataView>
      </Card>
    </div>
  );
}
