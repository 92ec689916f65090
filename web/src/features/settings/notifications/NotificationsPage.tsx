import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { notificationsRoute } from './notifications-route';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { SettingsTabs } from '../SettingsTabs';
import { SETTINGS_FAILED } from '../settings-failures';
import { NotificationSwitches } from './NotificationSwitches';
import { PreferencesForm } from './PreferencesForm';
import { PrivacySwitches } from './PrivacySwitches';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

/** /settings/notifications: which e-mails to receive, language and dates, and privacy. */
export function NotificationsPage() {
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      <SuspenseCard loading="Loading your preferences...">
        <NotificationsPageContent />
      </SuspenseCard>
    </div>
  );
}

function NotificationsPageContent() {
  const { data, error } = useRouteQuery(notificationsRoute);
  const { refresh } = useRouteRefresh(notificationsRoute);

  return (
    <DataView
      value={data}
      error={error}
      onRetry={refresh}
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
  );
}
