import { InitialLoadState } from '@/shared/ui/overlays/InitialLoadState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { profileRoute } from './profile-route';
import { Suspense, useState } from 'react';
import { DataView } from '@/shared/ui/DataView';
import { useToast } from '@/shared/ui/Toast';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';

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
  const toast = useToast();

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
          {editing ? (
            <ProfileEditForm
              profile={me}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                toast('Profile updated successfully.');
              }}
            />
          ) : (
            <>
              <ProfileDetails profile={me} onEdit={() => setEditing(true)} />
              <ChangeEmailCard currentEmail={me.email} />
            </>
          )}
        </div>
      )}
    </DataView>
  );
}
