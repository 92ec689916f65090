import { defineMessages, useIntl } from 'react-intl';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { notificationsRoute } from './notifications-route';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { SettingsTabs } from '../SettingsTabs';
import { settingsFailed } from '../settings-failures';
import { NotificationSwitches } from './NotificationSwitches';
import { PreferencesForm } from './PreferencesForm';
import { PrivacySwitches } from './PrivacySwitches';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const words = defineMessages({
  loading: { id: 'settings.notificationsPage.loading', defaultMessage: 'Loading your preferences...' },
  unavailable: { id: 'settings.notificationsPage.unavailable', defaultMessage: 'Preferences unavailable' },
});

/** /settings/notifications: which e-mails to receive, language and dates, and privacy. */
export function NotificationsPage() {
  const intl = useIntl();
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      <SuspenseCard loading={intl.formatMessage(words.loading)}>
        <NotificationsPageContent />
      </SuspenseCard>
    </div>
  );
}

function NotificationsPageContent() {
  const intl = useIntl();
  const { data, error } = useRouteQuery(notificationsRoute);
  const { refresh } = useRouteRefresh(notificationsRoute);

  return (
    <DataView
      value={data}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(words.loading)}
      failure={{ title: intl.formatMessage(words.unavailable), fallback: settingsFailed(intl) }}
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
