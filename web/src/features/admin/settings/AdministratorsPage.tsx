import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { useViewer } from '@/shared/session/viewer';
import { Alert } from '@/shared/ui/Alert';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { Pagination } from '../components/Pagination';
import { headerCell, TableFrame } from '../components/TableFrame';
import { AdminSettingsTabs } from './AdminSettingsTabs';
import { AdministratorRow } from './AdministratorRow';
import { administratorsRoute } from './administrators-route';
import { InviteAdministratorForm } from './InviteAdministratorForm';
import { PendingAdministrator } from './PendingAdministrator';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  loading: { id: 'admin.settings.administratorsPage.loading', defaultMessage: 'Loading the administrators...' },
  title: { id: 'admin.settings.administratorsPage.title', defaultMessage: 'Administrators' },
});

export function AdministratorsPage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <AdminSettingsTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <AdministratorsList />
      </SuspenseCard>
      <Card aria-labelledby="invite-administrator-title">
        <CardHeader
          titleId="invite-administrator-title"
          title={intl.formatMessage({ id: 'admin.settings.administratorsPage.inviteTitle', defaultMessage: 'Invite an administrator' })}
          description={
            <FormattedMessage
              id="admin.settings.administratorsPage.inviteDescription"
              defaultMessage="Every administrator is e-mailed. The invitation is sent once another administrator confirms it; they then sign up with an e-mailed code and a password of their own."
            />
          }
        />
        <InviteAdministratorForm />
      </Card>
    </div>
  );
}

function AdministratorsList() {
  const { data, error, waiting } = useRouteQuery(administratorsRoute);
  const { refresh, refreshing } = useRouteRefresh(administratorsRoute);
  const viewer = useViewer();
  const [failure, setFailure] = useState<string | null>(null);
  const list = data?.administrators;
  const intl = useIntl();

  return (
    <div className="space-y-6">
      {failure && (
        <Alert tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Card aria-labelledby="administrators-title" aria-busy={refreshing || waiting || undefined}>
        <CardHeader
          titleId="administrators-title"
          title={intl.formatMessage(messages.title)}
          description={
            <FormattedMessage
              id="admin.settings.administratorsPage.description"
              defaultMessage="A deactivated administrator is signed out and cannot sign in until reactivated."
            />
          }
        />
        <DataView
          value={list}
          error={error}
          onRetry={refresh}
          loading={intl.formatMessage(messages.loading)}
          failure={{
            title: intl.formatMessage({
              id: 'admin.settings.administratorsPage.failed',
              defaultMessage: 'The administrators could not be loaded',
            }),
            fallback: ADMIN_FAILED.administrators,
          }}
          isEmpty={(page) => page.nodes.length === 0}
          empty={
            <EmptyState
              icon={UserCog}
              title={intl.formatMessage({
                id: 'admin.settings.administratorsPage.empty',
                defaultMessage: 'No administrators on this page',
              })}
            />
          }
        >
          {(page) => (
            <>
              <TableFrame caption={intl.formatMessage(messages.title)}>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={headerCell}>
                      <FormattedMessage id="admin.settings.administratorsPage.name" defaultMessage="Name" />
                    </th>
                    <th scope="col" className={headerCell}>
                      <FormattedMessage id="admin.settings.administratorsPage.email" defaultMessage="E-mail" />
                    </th>
                    <th scope="col" className={headerCell}>
                      <FormattedMessage id="admin.settings.administratorsPage.status" defaultMessage="Status" />
                    </th>
                    <th scope="col" className={headerCell}>
                      <FormattedMessage id="admin.settings.administratorsPage.since" defaultMessage="Since" />
                    </th>
                    <th scope="col" className={headerCell}>
                      <span className="sr-only">
                        <FormattedMessage id="admin.settings.administratorsPage.actions" defaultMessage="Actions" />
                      </span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {page.nodes.map((node) => (
                    <AdministratorRow key={node.id} administrator={node} isViewer={node.id === viewer?.id} onFailure={setFailure} />
                  ))}
                </tbody>
              </TableFrame>
              <Pagination
                pageInfo={page.pageInfo}
                label={intl.formatMessage({ id: 'admin.settings.administratorsPage.pages', defaultMessage: 'Administrators pages' })}
              />
            </>
          )}
        </DataView>
      </Card>
      {data && data.administratorInvitations.length > 0 && (
        <Card aria-labelledby="pending-administrators-title">
          <CardHeader
            titleId="pending-administrators-title"
            title={intl.formatMessage({ id: 'admin.settings.administratorsPage.pendingTitle', defaultMessage: 'Invited administrators' })}
            description={
              <FormattedMessage
                id="admin.settings.administratorsPage.pendingDescription"
                defaultMessage="No one becomes an administrator on one officer's word: an administrator other than the inviter confirms each invitation before it is sent."
              />
            }
          />
          <ul className="divide-y divide-slate-100">
            {data.administratorInvitations.map((invitation) => (
              <PendingAdministrator key={invitation.id} invitation={invitation} onFailure={setFailure} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
