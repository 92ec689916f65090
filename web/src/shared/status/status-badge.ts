import type { MessageDescriptor } from 'react-intl';
import type { BadgeTone } from '../ui/Badge';
import { english } from '../ui/shared-intl';

/**
 * A status as a badge: its words as a message, said in the reader's language with intl.formatMessage, and its
 * colour. `label` is the English, for the screens that do not speak Kiswahili yet.
 */
export type StatusBadge = { message: MessageDescriptor; label: string; tone: BadgeTone };

export function statusBadge(message: MessageDescriptor, tone: BadgeTone): StatusBadge {
  return { message, label: english.formatMessage(message), tone };
}
