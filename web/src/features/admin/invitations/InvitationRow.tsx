import { useMutation } from '@apollo/client/react';
import { RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/Toast';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { bodyCell } from '../components/TableFrame';
import { DayText, DayTimeText, useDates } from '@/shared/i18n/use-dates';

export const InvitationRow_InvitationFragment = graphql(`
  fragment InvitationRow_invitation on Invitation {
    id
    email
    batchNo
    role
    name
    status
    invitedAt
    lastSentAt
    sendCount
    usedAt
    awaitingConfirmation
  }
`);

const ResendInvitationMutation = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      invitation {
        id
        ...InvitationRow_invitation
      }
    }
  }
`);

const RevokeInvitationMutation = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      ok
    }
  }
`);

type Props = {
  invitation: FragmentType<typeof InvitationRow_InvitationFragment>;
  /** Why a resend or a revocation failed, said above the table. */
  onFailure: (message: string) => void;
  /** After a revocation: the page's counts and the next page's rows move up. */
  onRevoked: () => void;
};

const actionButton = 'min-h-11 px-3';

const messages = defineMessages<{ sentAgain: { email: string }; revoked: NoMessageValues }>({
  sentAgain: { id: 'admin.invitations.invitationRow.sentAgain', defaultMessage: 'Invitation sent again to {email}' },
  revoked: { id: 'admin.invitations.invitationRow.revoked', defaultMessage: 'Invitation revoked' },
});

/**
 * One invitation: who, which batch, when it was sent and how often, with Resend and Revoke while pending (no Resend
 * for an administrator's invitation waiting for a second administrator's confirmation).
 */
export function InvitationRow({ invitation, onFailure, onRevoked }: Props) {
  const i = getFragmentData(InvitationRow_InvitationFragment, invitation);
  const toast = useToast();
  const [resend, resending] = useMutation(ResendInvitationMutation);
  const [revoke, revoking] = useMutation(RevokeInvitationMutation);
  const [confirming, setConfirming] = useState(false);
  const pending = i.status === 'PENDING';
  const intl = useIntl();
  const dates = useDates();

  async function onResend() {
    try {
      // The answer carries the invitation with its id: the cache updates this row (last sent, times sent).
      await resend({ variables: { id: i.id } });
      toast(intl.formatMessage(messages.sentAgain, { email: i.email }));
    } catch (error) {
      onFailure(errorMessage(error, ADMIN_FAILED.resend));
    }
  }

  async function onConfirmRevoke() {
    try {
      await revoke({
        variables: { id: i.id },
        // Gone for everyone: out of the cache, and so out of every list that showed it.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Invitation', id: i.id }) });
          cache.gc();
        },
      });
      setConfirming(false);
      toast(messages.revoked);
      onRevoked();
    } catch (error) {
      setConfirming(false);
      onFailure(errorMessage(error, ADMIN_FAILED.revoke));
    }
  }

  return (
    <tr>
      <td className={`${bodyCell} break-all`}>
        <span className="font-medium text-slate-900">{i.email}</span>
        {i.name && <span className="block text-xs text-slate-500">{i.name}</span>}
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        {i.role === 'ADMIN'
          ? intl.formatMessage({ id: 'admin.invitations.invitationRow.administrator', defaultMessage: 'Administrator' })
          : i.batchNo
            ? intl.formatMessage({ id: 'admin.invitations.invitationRow.batch', defaultMessage: 'Batch {batchNo}' }, { batchNo: i.batchNo })
            : '—'}
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        <DayText value={i.invitedAt} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        <DayTimeText value={i.lastSentAt} />
      </td>
      <td className={`${bodyCell} text-right`}>{i.sendCount}</td>
      <td className={bodyCell}>
        {i.awaitingConfirmation ? (
          <Badge tone="warning">
            <FormattedMessage id="admin.invitations.invitationRow.awaitingConfirmation" defaultMessage="Waiting for confirmation" />
          </Badge>
        ) : pending ? (
          <Badge tone="warning">
            <FormattedMessage id="admin.invitations.invitationRow.pending" defaultMessage="Pending" />
          </Badge>
        ) : (
          <Badge tone="success">
            <FormattedMessage
              id="admin.invitations.invitationRow.signedUp"
              defaultMessage="Signed up {day}"
              values={{ day: dates.day(i.usedAt) }}
            />
          </Badge>
        )}
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        {pending && (
          <div className="flex gap-1">
            {/* An administrator's invitation goes out only when a second administrator confirms it (Administrators). */}
            {!i.awaitingConfirmation && (
              <Button
                variant="ghost"
                className={actionButton}
                busy={resending.loading}
                onClick={onResend}
                aria-label={intl.formatMessage(
                  { id: 'admin.invitations.invitationRow.resendEmail', defaultMessage: 'Resend: {email}' },
                  { email: i.email },
                )}
              >
                <RotateCw aria-hidden="true" className="size-4" />
                <FormattedMessage id="admin.invitations.invitationRow.resend" defaultMessage="Resend" />
              </Button>
            )}
            <Button
              variant="ghost"
              className={actionButton}
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage(
                { id: 'admin.invitations.invitationRow.revokeEmail', defaultMessage: 'Revoke: {email}' },
                { email: i.email },
              )}
            >
              <X aria-hidden="true" className="size-4" />
              <FormattedMessage id="admin.invitations.invitationRow.revoke" defaultMessage="Revoke" />
            </Button>
            <ConfirmDialog
              open={confirming}
              title={intl.formatMessage({ id: 'admin.invitations.invitationRow.revokeTitle', defaultMessage: 'Revoke this invitation?' })}
              confirmLabel={intl.formatMessage({
                id: 'admin.invitations.invitationRow.revokeConfirm',
                defaultMessage: 'Revoke invitation',
              })}
              busy={revoking.loading}
              onConfirm={onConfirmRevoke}
              onCancel={() => setConfirming(false)}
            >
              <FormattedMessage
                id="admin.invitations.invitationRow.revokeBody"
                defaultMessage="{email} will no longer be able to sign up with it."
                values={{ email: i.email }}
              />
            </ConfirmDialog>
          </div>
        )}
      </td>
    </tr>
  );
}
