import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { AdminSettingsTabs } from './AdminSettingsTabs';
import { programmeSettingsRoute } from './programme-settings-route';
import { ProgrammeSettingsForm, type SaveOutcome } from './ProgrammeSettingsForm';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  loading: { id: 'admin.settings.programmeSettingsPage.loading', defaultMessage: 'Loading the programme settings...' },
});

export function ProgrammeSettingsPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <AdminSettingsTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <ProgrammeSettingsContent />
      </SuspenseCard>
    </div>
  );
}

function ProgrammeSettingsContent() {
  const { data, error, waiting } = useRouteQuery(programmeSettingsRoute);
  const { refresh, refreshing } = useRouteRefresh(programmeSettingsRoute);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const intl = useIntl();

  function reload() {
    setOutcome(null);
    refresh();
  }

  return (
    <div className="space-y-6">
      {outcome && (
        <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
          {outcome.message}
          {outcome.stale && (
            <Button variant="secondary" className="mt-2 min-h-11" busy={refreshing} onClick={reload}>
              <FormattedMessage id="admin.settings.programmeSettingsPage.reload" defaultMessage="Reload" />
            </Button>
          )}
        </Alert>
      )}
      <Card aria-labelledby="programme-settings-title" aria-busy={refreshing || waiting || undefined}>
        <CardHeader
          titleId="programme-settings-title"
          title={intl.formatMessage({ id: 'admin.settings.programmeSettingsPage.title', defaultMessage: 'Programme' })}
          description={
            <FormattedMessage
              id="admin.settings.programmeSettingsPage.description"
              defaultMessage="The academic year the portal is about and the batches that can be invited."
            />
          }
        />
        <DataView
          value={data?.programmeSettings}
          error={error}
          onRetry={refresh}
          loading={intl.formatMessage(messages.loading)}
          failure={{
            title: intl.formatMessage({
              id: 'admin.settings.programmeSettingsPage.failed',
              defaultMessage: 'The programme settings could not be loaded',
            }),
            fallback: ADMIN_FAILED.settings,
          }}
        >
          {/* A new version (saved here or reloaded) starts the form again from what the server holds. */}
          {(settings) => <ProgrammeSettingsForm key={settings.updatedAt} settings={settings} onOutcome={setOutcome} />}
        </DataView>
      </Card>
    </div>
  );
}
