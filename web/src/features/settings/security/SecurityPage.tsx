import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { securityRoute } from './security-route';
import { Card } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { SettingsTabs } from '../SettingsTabs';
import { SETTINGS_FAILED } from '../settings-failures';
import { ActivityCard } from './ActivityCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportDataCard } from './ExportDataCard';
import { SecurityEmailForm } from './SecurityEmailForm';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

/** /settings/security: security e-mail, two-factor, devices, activity, a copy of one's data, leaving. */
export function SecurityPage() {
  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      <SuspenseCard loading="Loading your security settings...">
        <SecurityPageContent />
      </SuspenseCard>
    </div>
  );
}

function SecurityPageContent() {
  const { data, error } = useRouteQuery(securityRoute);
  const { refresh } = useRouteRefresh(securityRoute);

  return (
    <>
      <DataView
        value={data?.accountPreferences}
        error={error}
        onRetry={refresh}
        loading="Loading your security settings..."
        failure={{ title: 'Security settings unavailable', fallback: SETTINGS_FAILED }}
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
