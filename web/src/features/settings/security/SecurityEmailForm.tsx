import { useMutation } from '@apollo/client/react';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { emailProblem } from '@nuru/rules/auth';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { Input } from '@/shared/ui/Input';
import { settingsFailed } from '../settings-failures';

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

const words = defineMessages({
  saved: { id: 'settings.securityEmail.saved', defaultMessage: 'Security e-mail saved.' },
  title: { id: 'settings.securityEmail.title', defaultMessage: 'Security e-mail' },
  description: {
    id: 'settings.securityEmail.description',
    defaultMessage: 'A second address where we write about sign-ins and security changes.',
  },
  saving: { id: 'settings.securityEmail.saving', defaultMessage: 'Saving...' },
  save: { id: 'settings.securityEmail.save', defaultMessage: 'Save security e-mail' },
});

export function SecurityEmailForm({ preferences }: { preferences: FragmentType<typeof SecurityEmailForm_PreferencesFragment> }) {
  const intl = useIntl();
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
      toast(data?.setSecurityEmail.message ?? intl.formatMessage(words.saved));
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="security-email-title">
      <CardHeader
        titleId="security-email-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
      />
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, settingsFailed(intl))}</Alert>}
        <Input
          label={intl.formatMessage(words.title)}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem ?? undefined}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={loading} disabled={email.trim() === ''}>
            <Mail aria-hidden="true" className="size-4" />
            {intl.formatMessage(loading ? words.saving : words.save)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
