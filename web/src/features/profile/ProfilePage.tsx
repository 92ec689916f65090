import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '@/gql';
import { Alert } from '@/shared/ui/Alert';
import { InitialLoadState } from '@/shared/ui/overlays/InitialLoadState';
import { ChangeEmailCard } from './ChangeEmailCard';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditForm } from './ProfileEditForm';

const ProfilePageQuery = graphql(`
  query ProfilePage {
    me {
      id
      email
      ...ProfileDetails_profile
      ...ProfileEditForm_profile
    }
  }
`);

const SAVED_NOTICE_MS = 5_000;

export function ProfilePage() {
  const { data, loading, error } = useQuery(ProfilePageQuery);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (!data) return <InitialLoadState loading={loading} error={error} />;

  return (
    <div className="space-y-6">
      {saved && (
        <Alert tone="success" onClose={() => setSaved(false)}>
          Profile updated successfully.
        </Alert>
      )}
      {editing ? (
        <ProfileEditForm
          profile={data.me}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <>
          <ProfileDetails
            profile={data.me}
            onEdit={() => {
              setSaved(false);
              setEditing(true);
            }}
          />
          <ChangeEmailCard currentEmail={data.me.email} />
        </>
      )}
    </div>
  );
}
