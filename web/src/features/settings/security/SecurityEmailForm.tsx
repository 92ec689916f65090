import { useMutation } from '@apollo/client/react';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { emailProblem } from '@nuru/rules/auth';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { Input } from '@/shared/ui/Input';
import { SETTINGS_FAILED } from '../settings-failures';

export const SecurityEmailForm_PreferencesFragment = graphql(`
  fragment SecurityEmailForm_preferences on AccountPreferences {
    securityEmail
  }
`);

const SetSecurityEmailMutation = graphql(`
  mutation SetSecurityEmail($email: String!) {
    setSecurityEmail(email: $email) {
      ok
      message
      preferences {
        securityEmail
        twoFactorEnabled
      }
    }
  }
`);

export function SecurityEmailForm({ preferences }: { preferences: FragmentType<typeof SecurityEmailForm_PreferencesFragment> }) {
  const { securityEmail } = getFragmentData(SecurityEmailForm_PreferencesFragment, preferences);
  const [email, setEmail] = useState(securityEmail ?? '');
  const [save, { loading, error }] = useMutation(SetSecurityEmailMutation);
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return;
    try {
      const { data } = await save({ variables: { email: email.trim() } });
      toast(data?.setSecurityEmail.message ?? 'Security e-mail saved.');
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="security-email-title">
      <CardHeader
        titleId="security-email-title"
        title="Security e-mail"
        description="A second address where we write about sign-ins and security changes."
      />
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, SETTINGS_FAILED)}</Alert>}
        <Input
          label="Security e-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem ?? undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={loading} disabled={email.trim() === ''}>
            <Mail aria-hidden="true" className="size-4" />
            {loading ? 'Saving...' : 'Save security e-mail'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
