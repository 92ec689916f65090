import { useMutation } from '@apollo/client/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { SETTINGS_FAILED } from '../settings-failures';
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

export function TwoFactorCard({ preferences }: { preferences: FragmentType<typeof TwoFactorCard_PreferencesFragment> }) {
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
        title="Two-factor authentication"
        description="Ask for a code from an authenticator app each time you sign in."
        action={twoFactorEnabled ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Off</Badge>}
      />
      <div className="space-y-4 px-5 py-5">
        {twoFactorEnabled ? (
          <form noValidate onSubmit={turnOff} className="space-y-4">
            {disabling.error && <Alert tone="error">{errorMessage(disabling.error, SETTINGS_FAILED)}</Alert>}
            <PasswordInput
              label="Password to turn it off"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <CodeInput
              label="Code from your authenticator app"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codeProblem ?? undefined}
            />
            <div className="flex justify-end">
              <Button type="submit" variant="secondary" busy={disabling.loading} disabled={password === ''}>
                <ShieldOff aria-hidden="true" className="size-4" />
                Turn off two-factor authentication
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
            {enabling.error && <Alert tone="error">{errorMessage(enabling.error, SETTINGS_FAILED)}</Alert>}
            <p className="text-sm text-slate-600">
              Two-factor authentication is off. With it on, signing in needs your password and a 6-digit code from an app such as Google
              Authenticator or Microsoft Authenticator.
            </p>
            <div className="flex justify-end">
              <Button busy={enabling.loading} onClick={() => void start()}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                Enable two-factor authentication
              </Button>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
