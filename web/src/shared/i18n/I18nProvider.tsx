import { createContext, startTransition, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue } from './catalogues';
import { DEFAULT_PREFERENCES, rememberLocale, visitorLocale, type DisplayPreferences, type Locale } from './display-preferences';

type DisplayPreferencesContext = {
  preferences: DisplayPreferences;
  /** Shows the portal at once in the given language, zone or format; the language is remembered on this browser. */
  apply: (next: Partial<DisplayPreferences>) => void;
};

const Context = createContext<DisplayPreferencesContext | null>(null);

// The tags Intl knows each language by: plural rules and number formats follow them.
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', sw: 'sw-TZ' };

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function startingPreferences(): DisplayPreferences {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return { ...DEFAULT_PREFERENCES, locale: visitorLocale(browserStorage(), languages) };
}

/** The language, time zone and date format every screen reads; English needs no catalogue (the code holds it). */
export function I18nProvider({ initial, children }: { initial?: Partial<DisplayPreferences>; children: ReactNode }) {
  const [preferences, setPreferences] = useState<DisplayPreferences>(() => ({ ...startingPreferences(), ...initial }));
  const apply = useCallback((next: Partial<DisplayPreferences>) => {
    if (next.locale) rememberLocale(browserStorage(), next.locale);
    // A transition keeps the current screen while another language's catalogue loads.
    startTransition(() => setPreferences((current) => ({ ...current, ...next })));
  }, []);
  const value = useMemo(() => ({ preferences, apply }), [preferences, apply]);
  // Screen readers pronounce the page in the language its root element names.
  useEffect(() => {
    document.documentElement.lang = preferences.locale;
  }, [preferences.locale]);
  const messages = preferences.locale === 'en' ? undefined : use(loadCatalogue(preferences.locale));
  return (
    <Context value={value}>
      <IntlProvider
        locale={INTL_LOCALES[preferences.locale]}
        defaultLocale={INTL_LOCALES.en}
        messages={messages}
        timeZone={preferences.timeZone}
      >
        {children}
      </IntlProvider>
    </Context>
  );
}

export function useDisplayPreferences(): DisplayPreferencesContext {
  const context = useContext(Context);
  if (!context) throw new Error('useDisplayPreferences needs an I18nProvider above it');
  return context;
}
