import { useMutation, useQuery } from '@apollo/client/react';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { DataView } from '@/shared/ui/DataView';
import { settingsFailed } from '../settings-failures';
import { ActivityQuery } from './activity-query';
import { OTHER_SESSIONS_REVOKED, SESSION_REVOKED } from '@nuru/rules/settings';
import { DayTimeText } from '@/shared/i18n/use-dates';
import { deviceWords } from './device-words';

const SessionsQuery = graphql(`
  query AccountSessions {
    accountSessions {
      id
      device {
        browser
        os
        program
      }
      ip
      createdAt
      lastSeenAt
      current
    }
  }
`);

const RevokeSessionMutation = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id) {
      ok
      message
    }
  }
`);

const RevokeOtherSessionsMutation = graphql(`
  mutation RevokeOtherSessions {
    revokeOtherSessions {
      ok
      message
    }
  }
`);

const words = defineMessages({
  title: { id: 'settings.sessions.title', defaultMessage: 'Active sessions' },
  description: { id: 'settings.sessions.description', defaultMessage: 'Devices signed in to your account.' },
  loading: { id: 'settings.sessions.loading', defaultMessage: 'Loading your sessions...' },
  unavailable: { id: 'settings.sessions.unavailable', defaultMessage: 'Sessions unavailable' },
  unknownAddress: { id: 'settings.sessions.unknownAddress', defaultMessage: 'Unknown address' },
});

/** The devices signed in to the account, with a way to sign any other one out. */
export function SessionsCard() {
  const intl = useIntl();
  const { data, error, refetch } = useQuery(SessionsQuery);
  // Revoking answers only a message, and it changes two lists (devices, and the activity that records it).
  const refresh = { refetchQueries: [SessionsQuery, ActivityQuery], awaitRefetchQueries: true };
  const [revoke, revoking] = useMutation(RevokeSessionMutation, refresh);
  const [revokeOthers, revokingOthers] = useMutation(RevokeOtherSessionsMutation, refresh);
  const toast = useToast();
  const [revokingId, setRevokingId] = useState<string | null>(null);
  const others = data?.accountSessions.filter((session) => !session.current) ?? [];

  async function revokeOne(id: string) {
    setRevokingId(id);
    try {
      const { data: answer } = await revoke({ variables: { id } });
      toast(answer?.revokeSession.message ?? SESSION_REVOKED);
    } catch {
      // Shown from the mutation's error state.
    } finally {
      setRevokingId(null);
    }
  }

  async function revokeAllOthers() {
    try {
      const { data: answer } = await revokeOthers();
      toast(answer?.revokeOtherSessions.message ?? OTHER_SESSIONS_REVOKED);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader
        titleId="sessions-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
        action={
          others.length > 0 && (
            <Button variant="secondary" busy={revokingOthers.loading} onClick={() => void revokeAllOthers()}>
              <LogOut aria-hidden="true" className="size-4" />
              <FormattedMessage id="settings.sessions.signOutOthers" defaultMessage="Sign out all other sessions" />
            </Button>
          )
        }
      />
      {(revoking.error || revokingOthers.error) && (
        <div className="px-5 pt-4">
          {revoking.error && <Alert tone="error">{errorMessage(revoking.error, settingsFailed(intl))}</Alert>}
          {revokingOthers.error && <Alert tone="error">{errorMessage(revokingOthers.error, settingsFailed(intl))}</Alert>}
        </div>
      )}
      <DataView
        value={data?.accountSessions}
        error={error}
        onRetry={refetch}
        loading={intl.formatMessage(words.loading)}
        failure={{ title: intl.formatMessage(words.unavailable), fallback: settingsFailed(intl) }}
      >
        {(sessions) => (
          <ul className="divide-y divide-slate-100">
            {sessions.map((session) => (
              <li
                key={session.id}
                aria-label={deviceWords(intl, session.device)}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              >
                <div className="flex items-start gap-3">
                  <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 text-slate-500" />
                  <div>
                    <p className="text-sm font-medium text-slate-900">
                      {deviceWords(intl, session.device)}{' '}
                      {session.current && (
                        <Badge tone="info">
                          <FormattedMessage id="settings.sessions.thisDevice" defaultMessage="This device" />
                        </Badge>
                      )}
                    </p>
                    <p className="text-xs text-slate-500">
                      <FormattedMessage
                        id="settings.sessions.seen"
                        defaultMessage="{address} · signed in {signedIn} · last seen {lastSeen}"
                        values={{
                          address: session.ip ?? intl.formatMessage(words.unknownAddress),
                          signedIn: <DayTimeText value={session.createdAt} />,
                          lastSeen: <DayTimeText value={session.lastSeenAt} />,
                        }}
                      />
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    busy={revokingId === session.id}
                    disabled={revokingId !== null}
                    onClick={() => void revokeOne(session.id)}
                  >
                    <FormattedMessage id="settings.sessions.revoke" defaultMessage="Revoke" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </Card>
  );
}
