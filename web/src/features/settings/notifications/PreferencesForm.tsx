import { useMutation } from '@apollo/client/react';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { Select } from '@/shared/ui/Select';
import { SETTINGS_FAILED } from '../settings-failures';
import { DATE_FORMATS, fromAccount, LOCALE_NAMES, LOCALES } from '@/shared/i18n/display-preferences';
import { useDisplayPreferences } from '@/shared/i18n/I18nProvider';
import { timeZoneChoices } from './preference-choices';

export const PreferencesForm_PreferencesFragment = graphql(`
  fragment PreferencesForm_preferences on AccountPreferences {
    language
    timezone
    dateFormat
  }
`);

const UpdatePreferencesMutation = graphql(`
  mutation UpdateAccountPreferences($input: AccountPreferencesInput!) {
    updateAccountPreferences(input: $input) {
      language
      timezone
      dateFormat
    }
  }
`);

export function PreferencesForm({ preferences }: { preferences: FragmentType<typeof PreferencesForm_PreferencesFragment> }) {
  const saved = getFragmentData(PreferencesForm_PreferencesFragment, preferences);
  const [values, setValues] = useState({ language: saved.language, timezone: saved.timezone, dateFormat: saved.dateFormat });
  const [update, { loading, error }] = useMutation(UpdatePreferencesMutation);
  const toast = useToast();
  const display = useDisplayPreferences();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await update({ variables: { input: values } });
      if (data) display.apply(fromAccount(data.updateAccountPreferences, display.preferences));
      toast('Preferences updated.');
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="preferences-title">
      <CardHeader titleId="preferences-title" title="Language and dates" description="How the portal speaks to you and writes dates." />
      <form onSubmit={submit} className="space-y-5 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, SETTINGS_FAILED)}</Alert>}
        <div className="grid gap-5 sm:grid-cols-3">
          <Select label="Language" value={values.language} onChange={(e) => setValues({ ...values, language: e.target.value })}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
          <Select label="Time zone" value={values.timezone} onChange={(e) => setValues({ ...values, timezone: e.target.value })}>
            {timeZoneChoices(values.timezone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
          <Select label="Date format" value={values.dateFormat} onChange={(e) => setValues({ ...values, dateFormat: e.target.value })}>
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" busy={loading}>
            <Save aria-hidden="true" className="size-4" />
            {loading ? 'Saving...' : 'Save preferences'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
