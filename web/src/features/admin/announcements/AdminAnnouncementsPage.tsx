import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { adminAnnouncementsRoute } from './admin-announcements-route';
import { useMutation } from '@apollo/client/react';
import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { AdminAnnouncementRow } from './AdminAnnouncementRow';
import { AnnouncementForm } from './AnnouncementForm';
import { EMPTY_DRAFT, type AnnouncementDraft } from './announcement-form-rules';
import { ANNOUNCEMENT_CREATED, ANNOUNCEMENTS_FAILED, ANNOUNCEMENTS_UNAVAILABLE, CREATE_FAILED } from '@nuru/rules/announcements';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

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

type Outcome = { tone: 'success' | 'error'; message: string };

export function AdminAnnouncementsPage() {
  return (
    <SuspenseCard loading="Loading announcements...">
      <AdminAnnouncementsPageContent />
    </SuspenseCard>
  );
}

function AdminAnnouncementsPageContent() {
  const { data, error } = useRouteQuery(adminAnnouncementsRoute);
  const { refresh, refreshing } = useRouteRefresh(adminAnnouncementsRoute);
  const [create, creating] = useMutation(CreateAnnouncementMutation);
  const [composing, setComposing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = data?.announcements;

  async function onCreate(draft: AnnouncementDraft) {
    setOutcome(null);
    try {
      // Where a new one goes in the list (pinned first, then newest) is the gateway's order: read it again.
      const { data: created } = await create({
        variables: { input: draft },
        refetchQueries: [adminAnnouncementsRoute.query],
        awaitRefetchQueries: true,
      });
      setComposing(false);
      setOutcome({ tone: 'success', message: created?.createAnnouncement.message ?? ANNOUNCEMENT_CREATED });
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, CREATE_FAILED) });
    }
  }

  function onDeleted(message: string) {
    setOutcome({ tone: 'success', message });
  }

  return (
    <div className="space-y-6">
      {outcome && (
        <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
      {composing && (
        <Card aria-labelledby="new-announcement-title">
          <CardHeader
            titleId="new-announcement-title"
            title="New announcement"
            description="Sent to the chosen batch, or to every batch."
          />
          <div className="px-5 py-5">
            <AnnouncementForm
              initial={EMPTY_DRAFT}
              submitLabel="Publish announcement"
              busy={creating.loading}
              onSubmit={onCreate}
              onCancel={() => setComposing(false)}
            />
          </div>
        </Card>
      )}
      <Card aria-labelledby="admin-announcements-title" aria-busy={refreshing || undefined}>
        <CardHeader
          titleId="admin-announcements-title"
          title="All announcements"
          description="Newest first. Scholars see those for their batch and those for every batch."
          action={
            !composing && (
              <Button onClick={() => setComposing(true)}>
                <Plus aria-hidden="true" className="size-4" />
                New announcement
              </Button>
            )
          }
        />
        <DataView
          value={list}
          error={error}
          onRetry={refresh}
          loading="Loading announcements..."
          failure={{ title: ANNOUNCEMENTS_UNAVAILABLE, fallback: ANNOUNCEMENTS_FAILED }}
          empty={
            <EmptyState icon={Megaphone} title="No announcements yet">
              Write the first one with “New announcement”.
            </EmptyState>
          }
        >
          {(announcements) => (
            <ul aria-label="Announcements" className="divide-y divide-slate-100">
              {announcements.map((announcement) => (
                <AdminAnnouncementRow key={announcement.id} announcement={announcement} onDeleted={onDeleted} />
              ))}
            </ul>
          )}
        </DataView>
      </Card>
    </div>
  );
}
