import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { BadgeTone } from '@/shared/ui/Badge';

// How the desk words what the schema names, in the reader's language.

type FlagBadge = { message: MessageDescriptor; tone: BadgeTone; title: MessageDescriptor };

export const FLAG_BADGES: Record<string, FlagBadge> = {
  DUPLICATE: {
    message: defineMessage({ id: 'admin.payments.paymentDeskWords.duplicate', defaultMessage: 'Duplicate' }),
    tone: 'danger',
    title: defineMessage({
      id: 'admin.payments.paymentDeskWords.duplicateTitle',
      defaultMessage: 'Another scholar submitted the same control number',
    }),
  },
  REUSED: {
    message: defineMessage({ id: 'admin.payments.paymentDeskWords.reused', defaultMessage: 'Reused' }),
    tone: 'warning',
    title: defineMessage({
      id: 'admin.payments.paymentDeskWords.reusedTitle',
      defaultMessage: 'The same control number is on a payment of another academic year',
    }),
  },
};

const CLASS_WORDS = defineMessages({
  matched: { id: 'admin.payments.paymentDeskWords.matched', defaultMessage: 'Matched' },
  matchedDry: { id: 'admin.payments.paymentDeskWords.matchedDry', defaultMessage: 'Matched: will be marked PAID' },
  alreadyPaid: { id: 'admin.payments.paymentDeskWords.alreadyPaid', defaultMessage: 'Already paid' },
  unmatched: { id: 'admin.payments.paymentDeskWords.unmatched', defaultMessage: 'Unmatched' },
  unmatchedDry: { id: 'admin.payments.paymentDeskWords.unmatchedDry', defaultMessage: 'Unmatched: no such control number' },
  conflicting: { id: 'admin.payments.paymentDeskWords.conflicting', defaultMessage: 'Conflicting' },
  conflictingDry: { id: 'admin.payments.paymentDeskWords.conflictingDry', defaultMessage: 'Conflicting: not applied' },
});

export const RECONCILIATION_CLASSES = [
  { key: 'matched', title: CLASS_WORDS.matched, dryTitle: CLASS_WORDS.matchedDry, tone: 'success' },
  { key: 'alreadyPaid', title: CLASS_WORDS.alreadyPaid, dryTitle: CLASS_WORDS.alreadyPaid, tone: 'info' },
  { key: 'unmatched', title: CLASS_WORDS.unmatched, dryTitle: CLASS_WORDS.unmatchedDry, tone: 'neutral' },
  { key: 'conflicting', title: CLASS_WORDS.conflicting, dryTitle: CLASS_WORDS.conflictingDry, tone: 'danger' },
] as const;

export const selectionLabel = (intl: IntlShape, count: number) =>
  intl.formatMessage({ id: 'admin.payments.paymentDeskWords.selected', defaultMessage: '{count, plural, other {# selected}}' }, { count });
