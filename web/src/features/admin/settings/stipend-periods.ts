import { defineMessage, type MessageDescriptor } from 'react-intl';

// The stipend periods as the settings form holds them: the instalments one per line, in the programme's order.
// The provider refuses two names of one period (a look-alike) and says which; the form only refuses an empty list.

export const NO_INSTALMENT = defineMessage({
  id: 'admin.settings.stipendPeriods.noInstalment',
  defaultMessage: 'List at least one instalment: a stipend run pays one academic year and one of them.',
});

/** The names typed one per line, trimmed, blank lines left out. */
export function instalmentLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Why the instalments cannot be saved (in the reader's language when the form says it), or undefined. */
export function instalmentsProblem(lines: readonly string[]): MessageDescriptor | undefined {
  return lines.length === 0 ? NO_INSTALMENT : undefined;
}
