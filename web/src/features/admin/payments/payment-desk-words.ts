import type { BadgeTone } from '@/shared/ui/Badge';

// How the desk words what the schema names.
export const FLAG_BADGES: Record<string, { label: string; tone: BadgeTone; title: string }> = {
  DUPLICATE: { label: 'Duplicate', tone: 'danger', title: 'Another scholar submitted the same control number' },
  REUSED: { label: 'Reused', tone: 'warning', title: 'The same control number is on a payment of another academic year' },
};

export const RECONCILIATION_CLASSES = [
  { key: 'matched', title: 'Matched', dryTitle: 'Matched: will be marked PAID', tone: 'success' },
  { key: 'alreadyPaid', title: 'Already paid', dryTitle: 'Already paid', tone: 'info' },
  { key: 'unmatched', title: 'Unmatched', dryTitle: 'Unmatched: no such control number', tone: 'neutral' },
  { key: 'conflicting', title: 'Conflicting', dryTitle: 'Conflicting: not applied', tone: 'danger' },
] as const;

/** Whole TZS, as officers read them: 1,500,000 TZS. */
export const formatTzs = (amount: number) => `${new Intl.NumberFormat('en-US').format(amount)} TZS`;

export const selectionLabel = (count: number) => `${count} selected`;
