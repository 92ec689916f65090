// docs/behaviour.md §4: the last good payment history, kept in localStorage per user, for when a fetch fails.
export type CachedPayment = {
  id: string;
  controlNumber: string;
  type: string;
  status: string;
  createdAt: string;
  paymentYear: string;
  /** Why an officer marked it failed (older saved copies have none). */
  failureReason?: string | null;
  /** What the bill is for, whole TZS (unknown for older submissions and older saved copies). */
  amountDueTzs?: number | null;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const key = (userId: string) => `paymentHistory:${userId}`;
const FIELDS = ['id', 'controlNumber', 'type', 'status', 'createdAt', 'paymentYear'] as const;

function isCachedPayment(value: unknown): value is CachedPayment {
  return (
    typeof value === 'object' && value !== null && FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

export function saveCachedHistory(storage: StorageLike, userId: string, payments: readonly CachedPayment[]): void {
  const plain = payments.map((p) => ({
    ...Object.fromEntries(FIELDS.map((field) => [field, p[field]])),
    failureReason: p.failureReason ?? null,
    amountDueTzs: p.amountDueTzs ?? null,
  }));
  try {
    storage.setItem(key(userId), JSON.stringify(plain));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

/** The saved list, or null when there is none or it cannot be read. */
export function readCachedHistory(storage: StorageLike, userId: string): CachedPayment[] | null {
  const raw = storage.getItem(key(userId));
  if (!raw) return null;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) && list.every(isCachedPayment) ? list : null;
  } catch {
    return null;
  }
}
