import { describe, expect, it } from 'vitest';
import { readCachedHistory, saveCachedHistory, type CachedPayment } from './cached-history';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const payment: CachedPayment = {
  id: '7',
  controlNumber: '991234567890',
  type: 'NHIF',
  status: 'pending',
  createdAt: '2025-02-01T08:00:00Z',
  paymentYear: 'Y2024_2025',
  failureReason: null,
  amountDueTzs: 50_400,
};

describe('cached payment history', () => {
  it('keeps each user’s last good list apart, without extra fields', () => {
    const storage = new MemoryStorage();
    saveCachedHistory(storage, 'u1', [{ ...payment, __typename: 'Payment' } as CachedPayment]);
    expect(readCachedHistory(storage, 'u1')).toEqual([payment]);
    expect(readCachedHistory(storage, 'u2')).toBeNull();
  });

  it("keeps a failed payment's reason", () => {
    const storage = new MemoryStorage();
    const failed = { ...payment, status: 'failed', failureReason: 'The bill has expired' };
    saveCachedHistory(storage, 'u1', [failed]);
    expect(readCachedHistory(storage, 'u1')).toEqual([failed]);
  });

  it('reads a copy saved before the amount was kept: the amount is not known', () => {
    const storage = new MemoryStorage();
    const { amountDueTzs: _amount, ...older } = payment;
    storage.setItem('paymentHistory:u1', JSON.stringify([older]));
    expect(readCachedHistory(storage, 'u1')?.[0]?.amountDueTzs).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"7"}'],
    ['an item missing a field', JSON.stringify([{ ...payment, paymentYear: undefined }])],
  ])('reads %s as nothing', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem('paymentHistory:u1', raw);
    expect(readCachedHistory(storage, 'u1')).toBeNull();
  });

  it('keeps an empty list (a scholar with no submissions yet)', () => {
    const storage = new MemoryStorage();
    saveCachedHistory(storage, 'u1', []);
    expect(readCachedHistory(storage, 'u1')).toEqual([]);
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => saveCachedHistory(full, 'u1', [payment])).not.toThrow();
  });
});
