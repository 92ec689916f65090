import { defineMessages, useIntl } from 'react-intl';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { securityRoute } from './security-route';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { SettingsTabs } from '../SettingsTabs';
import { settingsFailed } from '../settings-failures';
import { ActivityCard } from './ActivityCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportDataCard } from './ExportDataCard';
import { SecurityEmailForm } from './SecurityEmailForm';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const words = defineMessages({
  loading: { id: 'settings.securityPage.loading', defaultMessage: 'Loading your security settings...' },
  unavailable: { id: 'settings.securityPage.unavailable', defaultMessage: 'Security settings unavailable' },
});

/** /settings/security: security e-mail, two-factor, devices, activity, a copy of one's data, leaving. */
export function SecurityPage() {
  const intl = useIntl();
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      <SuspenseCard loading={intl.formatMessage(words.loading)}>
        <SecurityPageContent />
      </SuspenseCard>
    </div>
  );
}

function SecurityPageContent() {
  const intl = useIntl();
  const { data, error } = useRouteQuery(securityRoute);
  const { refresh } = useRouteRefresh(securityRoute);

  return (
    <>
      <DataView
        value={data?.accountPreferences}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(words.loading)}
        failure={{ title: intl.formatMessage(words.unavailable), fallback: settingsFailed(intl) }}
        frame={(face) => <Card>{face}</Card>}
      >
        {(preferences) => (
          <>
            <SecurityEmailForm preferences={preferences} />
            <TwoFactorCard preferences={preferences} />
          </>
        )}
      </DataView>
      <SessionsCard />
      <ActivityCard />
      <ExportDataCard />
      <DeleteAccountCard />
    </>
  );
}
