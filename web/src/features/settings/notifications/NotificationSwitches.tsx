import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Card, CardHeader } from '@/shared/ui/Card';
import { SETTINGS_FAILED } from '../settings-failures';
import { SwitchRow } from '../SwitchRow';
import { useSuccessNotice } from '../use-success-notice';

export const NotificationSwitches_PreferencesFragment = graphql(`
  fragment NotificationSwitches_preferences on AccountPreferences {
    notifications {
      announcements
      payments
    }
  }
`);

const UpdateNotificationsMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      announcements
      payments
    }
  }
`);

export function NotificationSwitches({ preferences }: { preferences: FragmentType<typeof NotificationSwitches_PreferencesFragment> }) {
  const { notifications } = getFragmentData(NotificationSwitches_PreferencesFragment, preferences);
  const [update, { loading, error }] = useMutation(UpdateNotificationsMutation, { refetchQueries: ['NotificationsPage'], awaitRefetchQueries: true });
  const [notice, setNotice] = useSuccessNotice();

  async function change(input: { announcements?: boolean; payments?: boolean }) {
    setNotice(null);
    try {
      await update({ variables: { input } });
      setNotice('Notification preferences updated.');
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="notifications-title">
      <CardHeader titleId="notifications-title" title="E-mail notifications" description="Choose which programme e-mails you receive." />
      <div className="divide-y divide-slate-100 px-5 py-2">
        {notice && <Alert tone="success" className="my-2" onClose={() => setNotice(null)}>{notice}</Alert>}
        {error && <Alert tone="error" className="my-2">{errorMessage(error, SETTINGS_FAILED.updateNotifications)}</Alert>}
        <SwitchRow
          label="Announcements"
          description="An e-mail for each new announcement to your batch or to all scholars."
          checked={notifications.announcements}
          disabled={loading}
          onChange={(announcements) => void change({ announcements })}
        />
        <SwitchRow
          label="Payments"
          description="An e-mail when the status of one of your payments changes."
          checked={notifications.payments}
          disabled={loading}
          onChange={(payments) => void change({ payments })}
        />
      </div>
    </Card>
  );
}
