import { MailCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Alert } from '@/shared/ui/Alert';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingState } from '@/shared/ui/LoadingState';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { Pagination } from '../components/Pagination';
import { TableFrame, TableHead } from '../components/TableFrame';
import { InvitationFilters } from './InvitationFilters';
import { InvitationRow } from './InvitationRow';
import { statusFilterOf } from './invitation-filters';
import { invitationsRoute } from './invitations-route';

const messages = defineMessages({
  loading: { id: 'admin.invitations.invitationList.loading', defaultMessage: 'Loading invitations...' },
  title: { id: 'admin.invitations.invitationList.title', defaultMessage: 'Invitations' },
  nonePending: { id: 'admin.invitations.invitationList.nonePending', defaultMessage: 'No pending invitations' },
  noneMatch: { id: 'admin.invitations.invitationList.noneMatch', defaultMessage: 'No invitations match' },
  allSignedUp: {
    id: 'admin.invitations.invitationList.allSignedUp',
    defaultMessage: 'Everyone invited has signed up. Invite scholars above.',
  },
  tryAnother: { id: 'admin.invitations.invitationList.tryAnother', defaultMessage: 'Try another status or search.' },
  inviteAbove: { id: 'admin.invitations.invitationList.inviteAbove', defaultMessage: 'Invite scholars above.' },
});

const COLUMNS = defineMessages({
  email: { id: 'admin.invitations.invitationList.email', defaultMessage: 'E-mail' },
  batch: { id: 'admin.invitations.invitationList.batch', defaultMessage: 'Batch' },
  invited: { id: 'admin.invitations.invitationList.invited', defaultMessage: 'Invited' },
  lastSent: { id: 'admin.invitations.invitationList.lastSent', defaultMessage: 'Last sent' },
  timesSent: { id: 'admin.invitations.invitationList.timesSent', defaultMessage: 'Times sent' },
  status: { id: 'admin.invitations.invitationList.status', defaultMessage: 'Status' },
  actions: { id: 'admin.invitations.invitationList.actions', defaultMessage: 'Actions' },
});

/** The invitations, a page at a time, filtered by status and e-mail from the address. */
export function InvitationList() {
  const [params] = useSearchParams();
  const intl = useIntl();
  return (
    <Card aria-labelledby="invitations-title">
      <CardHeader
        titleId="invitations-title"
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage({
          id: 'admin.invitations.invitationList.description',
          defaultMessage: 'Resend an invitation that went astray, or revoke one sent by mistake.',
        })}
      />
      {/* Anew for each address (Back, a bookmark): the search box shows the address's search. */}
      <InvitationFilters key={params.get('q') ?? ''} />
      <Suspense fallback={<LoadingState>{intl.formatMessage(messages.loading)}</LoadingState>}>
        <InvitationTable />
      </Suspense>
    </Card>
  );
}

function InvitationTable() {
  const { data, error, waiting } = useRouteQuery(invitationsRoute);
  const { refresh, refreshing } = useRouteRefresh(invitationsRoute);
  const [failure, setFailure] = useState<string | null>(null);
  const [params] = useSearchParams();
  const filtered = Boolean(params.get('q')) || statusFilterOf(params) !== 'ALL';
  const pending = statusFilterOf(params) === 'PENDING' && !params.get('q');
  const intl = useIntl();

  return (
    <div aria-busy={refreshing || waiting || undefined} className="border-t border-slate-100">
      {failure && (
        <Alert tone="error" onClose={() => setFailure(null)} className="mx-5 my-4">
          {failure}
        </Alert>
      )}
      <DataView
        value={data?.invitations}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.invitations.invitationList.failed', defaultMessage: 'Unable to load the invitations' }),
          fallback: ADMIN_FAILED.invitations,
        }}
        isEmpty={(connection) => connection.nodes.length === 0}
        empty={
          <EmptyState icon={MailCheck} title={intl.formatMessage(pending ? messages.nonePending : messages.noneMatch)}>
            {intl.formatMessage(pending ? messages.allSignedUp : filtered ? messages.tryAnother : messages.inviteAbove)}
          </EmptyState>
        }
      >
        {({ nodes, pageInfo }) => (
          <>
            <TableFrame caption={intl.formatMessage({ id: 'admin.invitations.invitationList.caption', defaultMessage: 'Invitations' })}>
              <TableHead columns={Object.values(COLUMNS).map((column) => intl.formatMessage(column))} />
              <tbody className="divide-y divide-slate-100">
                {nodes.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} onFailure={setFailure} onRevoked={refresh} />
                ))}
              </tbody>
            </TableFrame>
            <Pagination
              pageInfo={pageInfo}
              label={intl.formatMessage({ id: 'admin.invitations.invitationList.pages', defaultMessage: 'Invitations pages' })}
            />
          </>
        )}
      </DataView>
    </div>
  );
}
