import { createContext, use, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { DEFAULT_PREFERENCES, INTL_LOCALES, rememberLocale, visitorLocale, type DisplayPreferences } from './display-preferences';

type DisplayPreferencesContext = {
  preferences: DisplayPreferences;
  /** Shows the portal at once in the given language, zone or format; the language is remembered on this browser. */
  apply: (next: Partial<DisplayPreferences>) => void;
};

const Context = createContext<DisplayPreferencesContext | null>(null);

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
  const localeRequest = useRef(0);
  const apply = useCallback((next: Partial<DisplayPreferences>) => {
    const update = (changes: Partial<DisplayPreferences>) => setPreferences((current) => ({ ...current, ...changes }));
    const { locale } = next;
    if (!locale || locale === 'en' || loadedCatalogue(locale)) {
      if (locale) localeRequest.current += 1;
      update(next);
    } else {
      // The current screen stays until the other language's messages have arrived; a later choice wins.
      const { locale: _wanted, ...rest } = next;
      const request = ++localeRequest.current;
      void loadCatalogue(locale).then(
        () => update(request === localeRequest.current ? next : rest),
        () => update(rest),
      );
    }
    if (locale) rememberLocale(browserStorage(), locale);
  }, []);
  const value = useMemo(() => ({ preferences, apply }), [preferences, apply]);
  // Screen readers pronounce the page in the language its root element names: it changes with the words shown.
  useLayoutEffect(() => {
    document.documentElement.lang = preferences.locale;
  }, [preferences.locale]);
  // Only a first screen in Kiswahili waits for its messages (under the Suspense above); a switch loads them first.
  const messages =
    preferences.locale === 'en' ? undefined : (loadedCatalogue(preferences.locale) ?? use(loadCatalogue(preferences.locale)));
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
