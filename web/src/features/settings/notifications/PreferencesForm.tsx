import { useMutation } from '@apollo/client/react';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { useToast } from '@/shared/ui/Toast';
import { Select } from '@/shared/ui/Select';
import { settingsFailed } from '../settings-failures';
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

const words = defineMessages({
  saved: { id: 'settings.preferencesForm.saved', defaultMessage: 'Preferences updated.' },
  title: { id: 'settings.preferencesForm.title', defaultMessage: 'Language and dates' },
  description: { id: 'settings.preferencesForm.description', defaultMessage: 'How the portal speaks to you and writes dates.' },
  language: { id: 'settings.preferencesForm.language', defaultMessage: 'Language' },
  timeZone: { id: 'settings.preferencesForm.timeZone', defaultMessage: 'Time zone' },
  dateFormat: { id: 'settings.preferencesForm.dateFormat', defaultMessage: 'Date format' },
  saving: { id: 'settings.preferencesForm.saving', defaultMessage: 'Saving...' },
  save: { id: 'settings.preferencesForm.save', defaultMessage: 'Save preferences' },
});

export function PreferencesForm({ preferences }: { preferences: FragmentType<typeof PreferencesForm_PreferencesFragment> }) {
  const intl = useIntl();
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
      toast(words.saved);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="preferences-title">
      <CardHeader titleId="preferences-title" title={intl.formatMessage(words.title)} description={intl.formatMessage(words.description)} />
      <form onSubmit={submit} className="space-y-5 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, settingsFailed(intl))}</Alert>}
        <div className="grid gap-5 sm:grid-cols-3">
          <Select
            label={intl.formatMessage(words.language)}
            value={values.language}
            onChange={(e) => setValues({ ...values, language: e.target.value })}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
          <Select
            label={intl.formatMessage(words.timeZone)}
            value={values.timezone}
            onChange={(e) => setValues({ ...values, timezone: e.target.value })}
          >
            {timeZoneChoices(values.timezone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
          <Select
            label={intl.formatMessage(words.dateFormat)}
            value={values.dateFormat}
            onChange={(e) => setValues({ ...values, dateFormat: e.target.value })}
          >
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
            {intl.formatMessage(loading ? words.saving : words.save)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
