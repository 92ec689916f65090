import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { SettingsTabs } from '../SettingsTabs';
import { SETTINGS_FAILED } from '../settings-failures';
import { NotificationSwitches } from './NotificationSwitches';
import { PreferencesForm } from './PreferencesForm';
import { PrivacySwitches } from './PrivacySwitches';

export const NotificationsPageQuery = graphql(`
  query NotificationsPage {
    accountPreferences {
      ...NotificationSwitches_preferences
      ...PreferencesForm_preferences
    }
    privacySettings {
      ...PrivacySwitches_privacy
    }
  }
`);

/** /settings/notifications: which e-mails to receive, language and dates, and privacy. */
export function NotificationsPage() {
  const { data, error, refetch } = useQuery(NotificationsPageQuery);

  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      <DataView
        value={data}
        error={error}
        onRetry={refetch}
        loading="Loading your preferences..."
        failure={{ title: 'Preferences unavailable', fallback: SETTINGS_FAILED }}
        frame={(face) => <Card>{face}</Card>}
      >
        {(answer) => (
          <>
            <NotificationSwitches preferences={answer.accountPreferences} />
            <PreferencesForm preferences={answer.accountPreferences} />
            <PrivacySwitches privacy={answer.privacySettings} />
          </>
        )}
      </DataView>
    </div>
  );
}
