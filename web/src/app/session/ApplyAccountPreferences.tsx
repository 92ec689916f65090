import { useEffect } from 'react';
import { fromAccount } from '@/shared/i18n/display-preferences';
import { useDisplayPreferences } from '@/shared/i18n/I18nProvider';

type Saved = { language: string; timezone: string; dateFormat: string };

/** Once signed in, the account's saved language, time zone and date format win over this browser's. */
export function ApplyAccountPreferences({ saved }: { saved: Saved }) {
  const { preferences, apply } = useDisplayPreferences();
  const wanted = fromAccount(saved, preferences);
  const changed =
    wanted.locale !== preferences.locale || wanted.timeZone !== preferences.timeZone || wanted.dateFormat !== preferences.dateFormat;
  useEffect(() => {
    if (changed) apply(wanted);
  }, [changed, wanted, apply]);
  return null;
}
