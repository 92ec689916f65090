import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
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

export const SecurityPageQuery = graphql(`
  query SecurityPage {
    accountPreferences {
      ...SecurityEmailForm_preferences
      ...TwoFactorCard_preferences
    }
  }
`);

/** /settings/security: security e-mail, two-factor, devices, activity, a copy of one's data, leaving. */
export function SecurityPage() {
  const { data, error, refetch } = useQuery(SecurityPageQuery);

  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      <DataView
        value={data?.accountPreferences}
        error={error}
        onRetry={refetch}
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
    </div>
  );
}
