import { InitialLoadState } from '@/shared/ui/overlays/InitialLoadState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { profileRoute } from './profile-route';
import { Suspense, useEffect, useState } from 'react';
import { Alert } from '@/shared/ui/Alert';
import { DataView } from '@/shared/ui/DataView';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';

const SAVED_NOTICE_MS = 5_000;

export function ProfilePage() {
  return (
    <Suspense fallback={<InitialLoadState loading />}>
      <ProfilePageContent />
    </Suspense>
  );
}

function ProfilePageContent() {
  const { data, error } = useRouteQuery(profileRoute);
  const { refresh } = useRouteRefresh(profileRoute);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  return (
    <DataView
      value={data?.me}
      error={error}
      onRetry={refresh}
      loading="Loading your profile..."
      failure={{ title: 'Profile unavailable', fallback: 'Failed to load your data' }}
      blocking
    >
      {(me) => (
        <div className="space-y-6">
          {saved && (
            <Alert tone="success" onClose={() => setSaved(false)}>
              Profile updated successfully.
            </Alert>
          )}
          {editing ? (
            <ProfileEditForm
              profile={me}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                setSaved(true);
              }}
            />
          ) : (
            <>
              <ProfileDetails
                profile={me}
                onEdit={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              />
              <ChangeEmailCard currentEmail={me.email} />
            </>
          )}
        </div>
      )}
    </DataView>
  );
}
