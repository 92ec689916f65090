import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { CodeInput } from '@/shared/ui/CodeInput';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { twoFactorCodeProblem } from '@nuru/rules/auth';

type TwoFactorStepProps = {
  /** What the gateway said to ask, e.g. 'Enter the 6-digit code from your authenticator app.' */
  prompt: string;
  busy: boolean;
  error?: string;
  onSubmit: (code: string) => void;
  onCancel: () => void;
};

/** The second login step of an account with two-factor authentication: the code from the app. */
export function TwoFactorStep({ prompt, busy, error, onSubmit, onCancel }: TwoFactorStepProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const rule = twoFactorCodeProblem(code);
    setProblem(rule);
    if (!rule) onSubmit(code.replace(/\s+/g, ''));
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.twoFactor.title', defaultMessage: 'Two-factor authentication' })}
      description={prompt}
      footer={
        <button type="button" onClick={onCancel} className={textLinkClasses}>
          <FormattedMessage id="auth.twoFactor.back" defaultMessage="Back to sign in" />
        </button>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <CodeInput
          label={intl.formatMessage({ id: 'auth.twoFactor.code', defaultMessage: 'Authentication code' })}
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem ?? undefined}
        />
        <Button type="submit" busy={busy} className="w-full">
          {busy ? (
            <FormattedMessage id="auth.verifying" defaultMessage="Verifying..." />
          ) : (
            <FormattedMessage id="auth.verify" defaultMessage="Verify" />
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
