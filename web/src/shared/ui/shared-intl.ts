import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';

/** The app's English, as I18nProvider names it; it needs no catalogue (the code holds it). */
export const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });

/**
 * The reader's messages for the shared building blocks. Outside any I18nProvider (the spinner shown while the
 * first language's messages arrive, a component rendered on its own in a test) they speak English.
 */
export function useSharedIntl(): IntlShape {
  // The context's type says it is always there; outside a provider it is null.
  const intl: IntlShape | null = useContext(IntlContext);
  return intl ?? english;
}
