import { MailCheck } from 'lucide-react';
import { Suspense, useState } from 'react';
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

const LOADING = 'Loading invitations...';
const COLUMNS = ['E-mail', 'Batch', 'Invited', 'Last sent', 'Times sent', 'Status', 'Actions'];

/** The invitations, a page at a time, filtered by status and e-mail from the address. */
export function InvitationList() {
  const [params] = useSearchParams();
  return (
    <Card aria-labelledby="invitations-title">
      <CardHeader
        titleId="invitations-title"
        title="Invitations"
        description="Resend an invitation that went astray, or revoke one sent by mistake."
      />
      {/* Anew for each address (Back, a bookmark): the search box shows the address's search. */}
      <InvitationFilters key={params.get('q') ?? ''} />
      <Suspense fallback={<LoadingState>{LOADING}</LoadingState>}>
        <InvitationTable />
      </Suspense>
    </Card>
  );
}

function InvitationTable() {
  const { data, error } = useRouteQuery(invitationsRoute);
  const { refresh, refreshing } = useRouteRefresh(invitationsRoute);
  const [failure, setFailure] = useState<string | null>(null);
  const [params] = useSearchParams();
  const filtered = Boolean(params.get('q')) || statusFilterOf(params) !== 'ALL';
  const pending = statusFilterOf(params) === 'PENDING' && !params.get('q');

  return (
    <div aria-busy={refreshing || undefined} className="border-t border-slate-100">
      {failure && (
        <Alert tone="error" onClose={() => setFailure(null)} className="mx-5 my-4">
          {failure}
        </Alert>
      )}
      <DataView
        value={data?.invitations}
        error={error}
        onRetry={refresh}
        loading={LOADING}
        failure={{ title: 'Unable to load the invitations', fallback: ADMIN_FAILED.invitations }}
        isEmpty={(connection) => connection.nodes.length === 0}
        empty={
          <EmptyState icon={MailCheck} title={pending ? 'No pending invitations' : 'No invitations match'}>
            {pending
              ? 'Everyone invited has signed up. Invite scholars above.'
              : filtered
                ? 'Try another status or search.'
                : 'Invite scholars above.'}
          </EmptyState>
        }
      >
        {({ nodes, pageInfo }) => (
          <>
            <TableFrame caption="Invitations">
              <TableHead columns={COLUMNS} />
              <tbody className="divide-y divide-slate-100">
                {nodes.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} onFailure={setFailure} onRevoked={refresh} />
                ))}
              </tbody>
            </TableFrame>
            <Pagination pageInfo={pageInfo} label="Invitations pages" />
          </>
        )}
      </DataView>
    </div>
  );
}
