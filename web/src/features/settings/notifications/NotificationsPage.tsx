import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
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
  const { data, loading, error, refetch } = useQuery(NotificationsPageQuery);

  let body;
  if (data) {
    body = (
      <>
        <NotificationSwitches preferences={data.accountPreferences} />
        <PreferencesForm preferences={data.accountPreferences} />
        <PrivacySwitches privacy={data.privacySettings} />
      </>
    );
  } else if (loading) {
    body = (
      <Card role="status" className="flex items-center gap-3 px-5 py-8 text-sm text-slate-600">
        <Spinner /> Loading your preferences...
      </Card>
    );
  } else {
    body = (
      <Card>
        <ErrorState title="Preferences unavailable" message={errorMessage(error, SETTINGS_FAILED)} onRetry={() => void refetch()} />
      </Card>
    );
  }

  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      {body}
    </div>
  );
}
