import { useMutation } from '@apollo/client/react';
import { defineMessages, useIntl } from 'react-intl';
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

const words = defineMessages({
  title: { id: 'settings.notificationSwitches.title', defaultMessage: 'E-mail notifications' },
  description: { id: 'settings.notificationSwitches.description', defaultMessage: 'Choose which programme e-mails you receive.' },
  announcements: { id: 'settings.notificationSwitches.announcements', defaultMessage: 'Announcements' },
  announcementsDescription: {
    id: 'settings.notificationSwitches.announcementsDescription',
    defaultMessage: 'An e-mail for each new announcement to your batch or to all scholars.',
  },
  payments: { id: 'settings.notificationSwitches.payments', defaultMessage: 'Payments' },
  paymentsDescription: {
    id: 'settings.notificationSwitches.paymentsDescription',
    defaultMessage: 'An e-mail when the status of one of your payments changes.',
  },
  saved: { id: 'settings.notificationSwitches.saved', defaultMessage: 'Notification preferences updated.' },
});

export function NotificationSwitches({ preferences }: { preferences: FragmentType<typeof NotificationSwitches_PreferencesFragment> }) {
  const intl = useIntl();
  const { notifications } = getFragmentData(NotificationSwitches_PreferencesFragment, preferences);
  const [update, { loading, error }] = useMutation(UpdateNotificationsMutation);

  return (
    <SwitchesCard
      titleId="notifications-title"
      title={intl.formatMessage(words.title)}
      description={intl.formatMessage(words.description)}
      switches={[
        {
          name: 'announcements',
          label: intl.formatMessage(words.announcements),
          description: intl.formatMessage(words.announcementsDescription),
          checked: notifications.announcements,
        },
        {
          name: 'payments',
          label: intl.formatMessage(words.payments),
          description: intl.formatMessage(words.paymentsDescription),
          checked: notifications.payments,
        },
      ]}
      save={(input) => update({ variables: { input } })}
      saving={loading}
      error={error}
      savedNotice={intl.formatMessage(words.saved)}
    />
  );
}
