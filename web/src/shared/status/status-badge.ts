import type { MessageDescriptor } from 'react-intl';
import type { BadgeTone } from '../ui/Badge';

/** A status as a badge: its words as a message, said in the reader's language with intl.formatMessage, and its colour. */
export type StatusBadge = { message: MessageDescriptor; tone: BadgeTone };

export function statusBadge(message: MessageDescriptor, tone: BadgeTone): StatusBadge {
  return { message, tone };
}
