import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { SwitchesCard } from './SwitchesCard';

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
  const [update, { loading, error }] = useMutation(UpdateNotificationsMutation);

  return (
    <SwitchesCard
      titleId="notifications-title"
      title="E-mail notifications"
      description="Choose which programme e-mails you receive."
      switches={[
        {
          name: 'announcements',
          label: 'Announcements',
          description: 'An e-mail for each new announcement to your batch or to all scholars.',
          checked: notifications.announcements,
        },
        {
          name: 'payments',
          label: 'Payments',
          description: 'An e-mail when the status of one of your payments changes.',
          checked: notifications.payments,
        },
      ]}
      save={(input) => update({ variables: { input } })}
      saving={loading}
      error={error}
      savedNotice="Notification preferences updated."
    />
  );
}
