import { defineMessage, type IntlShape } from 'react-intl';
import { english } from '@/shared/ui/shared-intl';

// The gateway words each settings failure itself ('Failed to ...' per operation, docs/behaviour.md §8);
// this only stands in for an answer that carries no message, such as a proxy's bare 502.
const SETTINGS_FAILED_WORDS = defineMessage({
  id: 'settings.failures.fallback',
  defaultMessage: 'Failed to reach your settings. Please try again later.',
});

/** The stand-in in the reader's language. */
export function settingsFailed(intl: IntlShape): string {
  return intl.formatMessage(SETTINGS_FAILED_WORDS);
}

/** Its English, as the tests read it. */
export const SETTINGS_FAILED = english.formatMessage(SETTINGS_FAILED_WORDS);
