import { InitialLoadState } from '@/shared/ui/overlays/InitialLoadState';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { profileRoute } from './profile-route';
import { Suspense, useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import { DataView } from '@/shared/ui/DataView';
import { onDemand } from '@/shared/ui/on-demand';
import { useToast } from '@/shared/ui/Toast';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ProfileDetails } from './ProfileDetails';

// The form and its libraries (react-hook-form, the profile's checks) come when the scholar opens it, not with the page.
const editForm = onDemand(() => import('./ProfileEditForm').then((m) => m.ProfileEditForm));

export function ProfilePage() {
  return (
    <Suspense fallback={<InitialLoadState loading />}>
      <ProfilePageContent />
    </Suspense>
  );
}

function ProfilePageContent() {
  const intl = useIntl();
  const { data, error } = useRouteQuery(profileRoute);
  const { refresh } = useRouteRefresh(profileRoute);
  const [editing, setEditing] = useState(false);
  // The details stay, Edit busy, until the form's code has arrived.
  const [opening, startOpening] = useTransition();
  const toast = useToast();

  return (
    <DataView
      value={data?.me}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage({ id: 'profile.page.loading', defaultMessage: 'Loading your profile...' })}
      failure={{
        title: intl.formatMessage({ id: 'profile.page.unavailable', defaultMessage: 'Profile unavailable' }),
        fallback: intl.formatMessage({ id: 'profile.page.failed', defaultMessage: 'Failed to load your data' }),
      }}
      blocking
    >
      {(me) => (
        <div className="space-y-6">
          {editing ? (
            <editForm.Component
              profile={me}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                toast(intl.formatMessage({ id: 'profile.page.updated', defaultMessage: 'Profile updated successfully.' }));
              }}
            />
          ) : (
            <>
              <ProfileDetails
                profile={me}
                onEdit={() => startOpening(() => setEditing(true))}
                opening={opening}
                editIntent={editForm.intent}
              />
              <ChangeEmailCard currentEmail={me.email} />
            </>
          )}
        </div>
      )}
    </DataView>
  );
}
