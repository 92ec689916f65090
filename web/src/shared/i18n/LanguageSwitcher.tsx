import { Languages } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '@/shared/ui/cn';
import { isLocale, LOCALE_NAMES, LOCALES } from './display-preferences';
import { useDisplayPreferences } from './I18nProvider';

const TONES = {
  light: 'border-slate-300 bg-white text-slate-800',
  dark: 'border-white/30 bg-brand-900 text-white',
};

/** A visitor's choice of language before signing in; it shows at once and is remembered on this browser. */
export function LanguageSwitcher({ tone = 'light' }: { tone?: keyof typeof TONES }) {
  const intl = useIntl();
  const { preferences, apply } = useDisplayPreferences();
  return (
    <label className="relative inline-flex items-center">
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4 opacity-80" />
      <select
        aria-label={intl.formatMessage({ id: 'shared.language.label', defaultMessage: 'Language' })}
        value={preferences.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) apply({ locale: event.target.value });
        }}
        className={cn('min-h-11 rounded-lg border py-1 pr-2 pl-8 text-sm font-medium', TONES[tone])}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
