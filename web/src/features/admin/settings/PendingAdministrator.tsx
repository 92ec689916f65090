import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { AdministratorInvitationBlock } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { DayText, useDates } from '@/shared/i18n/use-dates';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/Toast';
import { ADMIN_FAILED } from '@nuru/rules/admin';

export const PendingAdministrator_InvitationFragment = graphql(`
  fragment PendingAdministrator_invitation on AdministratorInvitation {
    id
    email
    name
    invitedAt
    invitedBy {
      id
      name
    }
    confirmedAt
    confirmedBy {
      id
      name
    }
    waitingEndsAt
    viewerCanConfirm
    confirmBlock
  }
`);

// The answer carries the invitation as it now stands: its face follows from the cache.
const ConfirmAdminInvitationMutation = graphql(`
  mutation ConfirmAdminInvitation($id: ID!) {
    confirmAdminInvitation(id: $id) {
      message
      invitation {
        id
        ...PendingAdministrator_invitation
      }
    }
  }
`);

const RevokeAdminInvitationMutation = graphql(`
  mutation RevokeAdminInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      ok
      message
    }
  }
`);

const messages = defineMessages<{
  confirm: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmLabel: { name: string };
  revoke: NoMessageValues;
  revokeTitle: NoMessageValues;
  revokeLabel: { name: string };
  revoked: NoMessageValues;
}>({
  confirm: { id: 'admin.settings.pendingAdministrator.confirm', defaultMessage: 'Confirm' },
  confirmTitle: { id: 'admin.settings.pendingAdministrator.confirmTitle', defaultMessage: 'Confirm this administrator?' },
  confirmLabel: { id: 'admin.settings.pendingAdministrator.confirmLabel', defaultMessage: 'Confirm: {name}' },
  revoke: { id: 'admin.settings.pendingAdministrator.revoke', defaultMessage: 'Revoke' },
  revokeTitle: { id: 'admin.settings.pendingAdministrator.revokeTitle', defaultMessage: 'Revoke this invitation?' },
  revokeLabel: { id: 'admin.settings.pendingAdministrator.revokeLabel', defaultMessage: 'Revoke: {name}' },
  revoked: { id: 'admin.settings.pendingAdministrator.revoked', defaultMessage: 'Invitation revoked' },
});

type Props = {
  invitation: FragmentType<typeof PendingAdministrator_InvitationFragment>;
  /** Why a confirmation or a revocation failed, said above the list. */
  onFailure: (message: string) => void;
};

/**
 * An administrator's invitation not used yet: who invited them and where it stands, with Confirm when the viewer
 * may confirm it (never the inviter while another administrator can), or the reason they may not.
 */
export function PendingAdministrator({ invitation: masked, onFailure }: Props) {
  const invitation = getFragmentData(PendingAdministrator_InvitationFragment, masked);
  const intl = useIntl();
  const dates = useDates();
  const toast = useToast();
  const [asking, setAsking] = useState<'confirm' | 'revoke' | null>(null);
  const [confirm, confirming] = useMutation(ConfirmAdminInvitationMutation);
  const [revoke, revoking] = useMutation(RevokeAdminInvitationMutation);
  const name = invitation.name ?? invitation.email;

  async function onConfirm() {
    try {
      const { data } = await confirm({ variables: { id: invitation.id } });
      if (data) toast(data.confirmAdminInvitation.message);
    } catch (failure) {
      onFailure(errorMessage(failure, ADMIN_FAILED.confirmInvitation));
    } finally {
      setAsking(null);
    }
  }

  async function onRevoke() {
    try {
      await revoke({
        variables: { id: invitation.id },
        // Gone for everyone: out of the cache, and so out of the list that showed it.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'AdministratorInvitation', id: invitation.id }) });
          cache.gc();
        },
      });
      toast(intl.formatMessage(messages.revoked));
    } catch (failure) {
      onFailure(errorMessage(failure, ADMIN_FAILED.revoke));
    } finally {
      setAsking(null);
    }
  }

  return (
    <li aria-label={name} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="break-all text-slate-600">{invitation.email}</p>
        <p className="text-slate-600">
          {invitation.invitedBy ? (
            <FormattedMessage
              id="admin.settings.pendingAdministrator.invitedBy"
              defaultMessage="Invited by {name} on {day}"
              values={{ name: invitation.invitedBy.name, day: <DayText value={invitation.invitedAt} /> }}
            />
          ) : (
            <FormattedMessage
              id="admin.settings.pendingAdministrator.invitedOn"
              defaultMessage="Invited on {day}"
              values={{ day: <DayText value={invitation.invitedAt} /> }}
            />
          )}
        </p>
        {invitation.confirmedAt ? (
          <Badge tone="success" className="whitespace-normal">
            <FormattedMessage
              id="admin.settings.pendingAdministrator.confirmed"
              defaultMessage="Confirmed by {name}: waiting for them to sign up"
              values={{ name: invitation.confirmedBy?.name ?? '—' }}
            />
          </Badge>
        ) : (
          <Badge tone="warning">
            <FormattedMessage id="admin.settings.pendingAdministrator.awaiting" defaultMessage="Waiting for confirmation" />
          </Badge>
        )}
        <BlockReason block={invitation.confirmBlock} waitingEndsAt={dates.dayTime(invitation.waitingEndsAt)} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {invitation.viewerCanConfirm && (
          <Button
            className="min-h-11 grow sm:grow-0"
            aria-label={intl.formatMessage(messages.confirmLabel, { name })}
            onClick={() => setAsking('confirm')}
          >
            {intl.formatMessage(messages.confirm)}
          </Button>
        )}
        <Button
          variant="secondary"
          className="min-h-11 grow sm:grow-0"
          aria-label={intl.formatMessage(messages.revokeLabel, { name })}
          onClick={() => setAsking('revoke')}
        >
          {intl.formatMessage(messages.revoke)}
        </Button>
      </div>
      <ConfirmDialog
        open={asking === 'confirm'}
        title={intl.formatMessage(messages.confirmTitle)}
        confirmLabel={intl.formatMessage(messages.confirm)}
        busy={confirming.loading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(null)}
      >
        <FormattedMessage
          id="admin.settings.pendingAdministrator.confirmBody"
          defaultMessage="The invitation is e-mailed to {email} now, and {name} can then sign up as an administrator: they will be able to approve stipend runs. Confirm only someone you know the foundation appointed."
          values={{ email: invitation.email, name }}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'revoke'}
        title={intl.formatMessage(messages.revokeTitle)}
        confirmLabel={intl.formatMessage(messages.revoke)}
        busy={revoking.loading}
        onConfirm={() => void onRevoke()}
        onCancel={() => setAsking(null)}
      >
        <FormattedMessage
          id="admin.settings.pendingAdministrator.revokeBody"
          defaultMessage="{email} will no longer be able to sign up with it."
          values={{ email: invitation.email }}
        />
      </ConfirmDialog>
    </li>
  );
}

/** Why the viewer cannot confirm it, in their words; nothing when they can, or once it is confirmed. */
function BlockReason({ block, waitingEndsAt }: { block: AdministratorInvitationBlock | null | undefined; waitingEndsAt: string }) {
  switch (block) {
    case AdministratorInvitationBlock.Inviter:
      return (
        <p className="text-slate-600">
          <FormattedMessage
            id="admin.settings.pendingAdministrator.inviter"
            defaultMessage="You invited them, so another administrator must confirm it."
          />
        </p>
      );
    case AdministratorInvitationBlock.WaitingPeriod:
      return (
        <p className="text-slate-600">
          <FormattedMessage
            id="admin.settings.pendingAdministrator.waiting"
            defaultMessage="No other administrator is active: every administrator was e-mailed, and you can confirm it yourself once the waiting period ends on {date}."
            values={{ date: waitingEndsAt }}
          />
        </p>
      );
    case AdministratorInvitationBlock.NoticeNotSent:
      return (
        <p className="text-slate-600">
          <FormattedMessage
            id="admin.settings.pendingAdministrator.noticeNotSent"
            defaultMessage="The notice to every administrator could not be sent, so you cannot confirm it yourself: revoke it and invite again."
          />
        </p>
      );
    default:
      return null;
  }
}
