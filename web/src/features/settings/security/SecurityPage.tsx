import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Card } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
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
  const { data, loading, error, refetch } = useQuery(SecurityPageQuery);

  let security;
  if (data) {
    security = (
      <>
        <SecurityEmailForm preferences={data.accountPreferences} />
        <TwoFactorCard preferences={data.accountPreferences} />
      </>
    );
  } else if (loading) {
    security = (
      <Card role="status" className="flex items-center gap-3 px-5 py-8 text-sm text-slate-600">
        <Spinner /> Loading your security settings...
      </Card>
    );
  } else {
    security = (
      <Card>
        <ErrorState title="Security settings unavailable" message={errorMessage(error, SETTINGS_FAILED)} onRetry={() => void refetch()} />
      </Card>
    );
  }

  return (
    <div className="max-w-3xl space-y-6">
      <SettingsTabs />
      {security}
      <SessionsCard />
      <ActivityCard />
      <ExportDataCard />
      <DeleteAccountCard />
    </div>
  );
}
