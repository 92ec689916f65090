import { useMutation } from '@apollo/client/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { CodeInput } from '@/shared/ui/CodeInput';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { twoFactorCodeProblem } from '@nuru/rules/auth';
import { settingsFailed } from '../settings-failures';
import { TwoFactorSetup } from './TwoFactorSetup';
import { TWO_FACTOR_OFF } from '@nuru/rules/settings';

export const TwoFactorCard_PreferencesFragment = graphql(`
  fragment TwoFactorCard_preferences on AccountPreferences {
    twoFactorEnabled
  }
`);

const EnableTwoFactorMutation = graphql(`
  mutation EnableTwoFactor {
    enableTwoFactor {
      secret
      otpauthUri
    }
  }
`);

const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code) {
      ok
      message
      preferences {
        securityEmail
        twoFactorEnabled
      }
    }
  }
`);

const words = defineMessages({
  title: { id: 'settings.twoFactor.title', defaultMessage: 'Two-factor authentication' },
  description: { id: 'settings.twoFactor.description', defaultMessage: 'Ask for a code from an authenticator app each time you sign in.' },
  on: { id: 'settings.twoFactor.on', defaultMessage: 'On' },
  off: { id: 'settings.twoFactor.off', defaultMessage: 'Off' },
  password: { id: 'settings.twoFactor.password', defaultMessage: 'Password to turn it off' },
  code: { id: 'settings.twoFactor.code', defaultMessage: 'Code from your authenticator app' },
});

export function TwoFactorCard({ preferences }: { preferences: FragmentType<typeof TwoFactorCard_PreferencesFragment> }) {
  const intl = useIntl();
  const { twoFactorEnabled } = getFragmentData(TwoFactorCard_PreferencesFragment, preferences);
  const [enable, enabling] = useMutation(EnableTwoFactorMutation);
  const [disable, disabling] = useMutation(DisableTwoFactorMutation);
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const toast = useToast();

  async function start() {
    try {
      const { data } = await enable();
      if (data) setSetup(data.enableTwoFactor);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  async function turnOff(event: FormEvent) {
    event.preventDefault();
    const rule = twoFactorCodeProblem(code);
    setCodeProblem(rule);
    if (rule) return;
    try {
      const { data } = await disable({ variables: { password, code: code.replace(/\s+/g, '') } });
      setPassword('');
      setCode('');
      toast(data?.disableTwoFactor.message ?? TWO_FACTOR_OFF);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="two-factor-title">
      <CardHeader
        titleId="two-factor-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
        action={
          twoFactorEnabled ? (
            <Badge tone="success">{intl.formatMessage(words.on)}</Badge>
          ) : (
            <Badge tone="neutral">{intl.formatMessage(words.off)}</Badge>
          )
        }
      />
      <div className="space-y-4 px-5 py-5">
        {twoFactorEnabled ? (
          <form noValidate onSubmit={turnOff} className="space-y-4">
            {disabling.error && <Alert tone="error">{errorMessage(disabling.error, settingsFailed(intl))}</Alert>}
            <PasswordInput
              label={intl.formatMessage(words.password)}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <CodeInput
              label={intl.formatMessage(words.code)}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codeProblem ?? undefined}
            />
            <div className="flex justify-end">
              <Button type="submit" variant="secondary" busy={disabling.loading} disabled={password === ''}>
                <ShieldOff aria-hidden="true" className="size-4" />
                <FormattedMessage id="settings.twoFactor.turnOff" defaultMessage="Turn off two-factor authentication" />
              </Button>
            </div>
          </form>
        ) : setup ? (
          <TwoFactorSetup
            setup={setup}
            onCancel={() => setSetup(null)}
            onEnabled={(message) => {
              setSetup(null);
              toast(message);
            }}
          />
        ) : (
          <>
            {enabling.error && <Alert tone="error">{errorMessage(enabling.error, settingsFailed(intl))}</Alert>}
            <p className="text-sm text-slate-600">
              <FormattedMessage
                id="settings.twoFactor.explanation"
                defaultMessage="Two-factor authentication is off. With it on, signing in needs your password and a 6-digit code from an app such as Google Authenticator or Microsoft Authenticator."
              />
            </p>
            <div className="flex justify-end">
              <Button busy={enabling.loading} onClick={() => void start()}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                <FormattedMessage id="settings.twoFactor.enable" defaultMessage="Enable two-factor authentication" />
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
