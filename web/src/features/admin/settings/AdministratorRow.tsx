import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/Toast';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { bodyCell } from '../components/TableFrame';
import { DayText } from '@/shared/i18n/use-dates';

export const AdministratorRow_AdministratorFragment = graphql(`
  fragment AdministratorRow_administrator on AdministratorAccount {
    id
    email
    name
    active
    createdAt
  }
`);

// The answer carries the account as it now is, so the list's row follows it from the cache.
const SetAdministratorActiveMutation = graphql(`
  mutation SetAdministratorActive($id: ID!, $active: Boolean!) {
    setAdministratorActive(id: $id, active: $active) {
      message
      administrator {
        id
        ...AdministratorRow_administrator
      }
    }
  }
`);

const messages = defineMessages({
  reactivate: { id: 'admin.settings.administratorRow.reactivate', defaultMessage: 'Reactivate' },
  deactivate: { id: 'admin.settings.administratorRow.deactivate', defaultMessage: 'Deactivate' },
  reactivateTitle: { id: 'admin.settings.administratorRow.reactivateTitle', defaultMessage: 'Reactivate this administrator?' },
  deactivateTitle: { id: 'admin.settings.administratorRow.deactivateTitle', defaultMessage: 'Deactivate this administrator?' },
});

type Props = {
  administrator: FragmentType<typeof AdministratorRow_AdministratorFragment>;
  /** The viewer's own row: no one switches themselves off. */
  isViewer: boolean;
  /** Why a change failed, said above the table. */
  onFailure: (message: string) => void;
};

export function AdministratorRow({ administrator: masked, isViewer, onFailure }: Props) {
  const admin = getFragmentData(AdministratorRow_AdministratorFragment, masked);
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [setActive, changing] = useMutation(SetAdministratorActiveMutation);
  const intl = useIntl();
  const switchTo = !admin.active;
  const verb = intl.formatMessage(switchTo ? messages.reactivate : messages.deactivate);

  async function confirm() {
    try {
      const { data } = await setActive({ variables: { id: admin.id, active: switchTo } });
      if (data) toast(data.setAdministratorActive.message);
    } catch (failure) {
      onFailure(errorMessage(failure, ADMIN_FAILED.administratorActive));
    } finally {
      setAsking(false);
    }
  }

  return (
    <tr aria-label={admin.name}>
      <td className={bodyCell}>
        <span className="font-medium text-slate-900">{admin.name}</span>
        {isViewer && (
          <Badge tone="info" className="ml-2">
            <FormattedMessage id="admin.settings.administratorRow.you" defaultMessage="You" />
          </Badge>
        )}
      </td>
      <td className={`${bodyCell} break-all`}>{admin.email}</td>
      <td className={bodyCell}>
        <Badge tone={admin.active ? 'success' : 'neutral'}>
          {admin.active ? (
            <FormattedMessage id="admin.settings.administratorRow.active" defaultMessage="Active" />
          ) : (
            <FormattedMessage id="admin.settings.administratorRow.deactivated" defaultMessage="Deactivated" />
          )}
        </Badge>
      </td>
      <td className={`${bodyCell} whitespace-nowrap`}>
        <DayText value={admin.createdAt} />
      </td>
      <td className={`${bodyCell} text-right`}>
        {!isViewer && (
          <Button variant="secondary" className="min-h-11" aria-label={`${verb}: ${admin.name}`} onClick={() => setAsking(true)}>
            {verb}
          </Button>
        )}
        <ConfirmDialog
          open={asking}
          title={intl.formatMessage(switchTo ? messages.reactivateTitle : messages.deactivateTitle)}
          confirmLabel={verb}
          busy={changing.loading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          {switchTo ? (
            <FormattedMessage
              id="admin.settings.administratorRow.reactivateBody"
              defaultMessage="{name} ({email}) will be able to sign in again."
              values={{ name: admin.name, email: admin.email }}
            />
          ) : (
            <FormattedMessage
              id="admin.settings.administratorRow.deactivateBody"
              defaultMessage="{name} ({email}) will be signed out at once and cannot sign in until reactivated."
              values={{ name: admin.name, email: admin.email }}
            />
          )}
        </ConfirmDialog>
      </td>
    </tr>
  );
}
