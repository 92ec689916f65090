import { Suspense, type ReactNode } from 'react';
import type { DisplayPreferences } from '@/shared/i18n/display-preferences';
import { I18nProvider } from '@/shared/i18n/I18nProvider';

/** What a test reads in, whatever the machine's languages: English, Dar es Salaam, DD/MM/YYYY unless it says. */
export type TestPreferences = Partial<DisplayPreferences>;

export function TestI18n({ preferences, children }: { preferences?: TestPreferences; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <I18nProvider initial={{ locale: 'en', ...preferences }}>{children}</I18nProvider>
    </Suspense>
  );
}
