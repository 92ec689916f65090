import { useMutation } from '@apollo/client/react';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { CodeInput } from '@/shared/ui/CodeInput';
import { twoFactorCodeProblem } from '@nuru/rules/auth';
import { settingsFailed } from '../settings-failures';
import { TWO_FACTOR_ON } from '@nuru/rules/settings';

const VerifyTwoFactorMutation = graphql(`
  mutation VerifyTwoFactor($code: String!) {
    verifyTwoFactor(code: $code) {
      ok
      message
      preferences {
        securityEmail
        twoFactorEnabled
      }
    }
  }
`);

type TwoFactorSetupProps = {
  setup: { secret: string; otpauthUri: string };
  onCancel: () => void;
  onEnabled: (message: string) => void;
};

/** Scan (or type) the secret into an app, then prove it with the code the app shows. */
export function TwoFactorSetup({ setup, onCancel, onEnabled }: TwoFactorSetupProps) {
  const intl = useIntl();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [verify, { loading, error }] = useMutation(VerifyTwoFactorMutation);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(setup.otpauthUri, { margin: 1, width: 200 }).then(
      (url) => current && setQr(url),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [setup.otpauthUri]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rule = twoFactorCodeProblem(code);
    setProblem(rule);
    if (rule) return;
    try {
      const { data } = await verify({ variables: { code: code.replace(/\s+/g, '') } });
      onEnabled(data?.verifyTwoFactor.message ?? TWO_FACTOR_ON);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-600">
        <li>
          <FormattedMessage
            id="settings.twoFactorSetup.scan"
            defaultMessage="Scan the QR code with your authenticator app, or type the secret key into it."
          />
        </li>
        <li>
          <FormattedMessage
            id="settings.twoFactorSetup.enterCode"
            defaultMessage="Enter the 6-digit code the app shows to turn two-factor authentication on."
          />
        </li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {qr ? (
          <img
            src={qr}
            alt={intl.formatMessage({ id: 'settings.twoFactorSetup.qrAlt', defaultMessage: 'QR code for your authenticator app' })}
            width={200}
            height={200}
            className="rounded-lg border border-slate-200"
          />
        ) : (
          <div className="flex size-[200px] items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500">
            <FormattedMessage id="settings.twoFactorSetup.qrUnavailable" defaultMessage="QR code unavailable: use the secret key" />
          </div>
        )}
        <div>
          <p className="text-sm font-medium text-slate-900">
            <FormattedMessage id="settings.twoFactorSetup.secret" defaultMessage="Secret key" />
          </p>
          <code
            data-testid="two-factor-secret"
            className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-800"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      {error && <Alert tone="error">{errorMessage(error, settingsFailed(intl))}</Alert>}
      <CodeInput
        label={intl.formatMessage({ id: 'settings.twoFactorSetup.code', defaultMessage: 'Authentication code' })}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={problem ?? undefined}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={loading}>
          <FormattedMessage id="settings.twoFactorSetup.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" busy={loading}>
          <FormattedMessage id="settings.twoFactorSetup.verify" defaultMessage="Verify and turn on" />
        </Button>
      </div>
    </form>
  );
}
