import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { codeChecked } from '@/shared/forms/checks';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { VERIFY_DEFAULT } from '@nuru/rules/auth';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      ok
      message
    }
  }
`);

type CodeValues = { code: string };

type EmailCodeFormProps = {
  email: string;
  onVerified: () => void;
  submitLabel: string;
  /** The button's words while the code is checked; the submit label when absent. */
  busyLabel?: string;
  /** Called as the code is sent, e.g. to clear an earlier notice. */
  onSubmitStart?: () => void;
  /** Shown above the failure, e.g. that a new code is on its way. */
  notice?: ReactNode;
  /** Another operation's failure to show in the same place when the code itself did not fail. */
  otherError?: unknown;
  /** Below the button, e.g. a way to ask for a new code. */
  children?: ReactNode;
};

/** The 6-digit code e-mailed to `email`, checked with the gateway: proves the user holds that mailbox. */
export function EmailCodeForm({
  email,
  onVerified,
  submitLabel,
  busyLabel,
  onSubmitStart,
  notice,
  otherError,
  children,
}: EmailCodeFormProps) {
  const intl = useIntl();
  const [verify, { loading, error }] = useMutation(VerifyEmailMutation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: codeChecked });

  async function onSubmit({ code }: CodeValues) {
    onSubmitStart?.();
    try {
      await verify({ variables: { email, code: code.trim() } });
      onVerified();
    } catch {
      // shown from the mutation's error state
    }
  }

  const failure = error ?? otherError;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {notice}
      {failure ? <Alert tone="error">{errorMessage(failure, VERIFY_DEFAULT)}</Alert> : null}
      <Input
        label={intl.formatMessage({ id: 'auth.code.label', defaultMessage: 'Verification code' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="text-center text-lg tracking-[0.5em]"
        {...register('code')}
        error={errors.code?.message}
      />
      <Button type="submit" busy={loading} className="w-full">
        {loading ? (busyLabel ?? submitLabel) : submitLabel}
      </Button>
      {children}
    </form>
  );
}
