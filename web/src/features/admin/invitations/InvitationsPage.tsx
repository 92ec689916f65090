import { useIntl } from 'react-intl';
import { useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { InvitationList } from './InvitationList';
import { InviteByEmailForm } from './InviteByEmailForm';
import { invitationsRoute } from './invitations-route';
import { RosterImport } from './RosterImport';

/** A programme officer invites a cohort (pasted e-mails or a roster file) and looks after the invitations sent. */
export function InvitationsPage() {
  // New invitations join the list below: it is read again after each.
  const { refresh } = useRouteRefresh(invitationsRoute);
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <Card aria-labelledby="invite-emails-title">
          <CardHeader
            titleId="invite-emails-title"
            title={intl.formatMessage({ id: 'admin.invitations.invitationsPage.inviteTitle', defaultMessage: 'Invite by e-mail' })}
            description={intl.formatMessage({
              id: 'admin.invitations.invitationsPage.inviteDescription',
              defaultMessage: "Paste the addresses of a batch's scholars.",
            })}
          />
          <InviteByEmailForm onInvited={refresh} />
        </Card>
        <Card aria-labelledby="import-roster-title">
          <CardHeader
            titleId="import-roster-title"
            title={intl.formatMessage({ id: 'admin.invitations.invitationsPage.rosterTitle', defaultMessage: 'Import a roster' })}
            description={intl.formatMessage({
              id: 'admin.invitations.invitationsPage.rosterDescription',
              defaultMessage: 'Check the file first: nothing is sent until you import it.',
            })}
          />
          <RosterImport onImported={refresh} />
        </Card>
      </div>
      <InvitationList />
    </div>
  );
}
