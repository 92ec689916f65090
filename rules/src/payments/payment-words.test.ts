import { describe, expect, it } from 'vitest';
import { paymentTypeLabel, submitFailedMessage } from './payment-words.js';

describe('payment words (spec sections 3 and 8)', () => {
  it.each([
    ['UNIVERSITY_FEE', 'University fee', 'Failed to submit University fee payment'],
    ['NHIF', 'NHIF', 'Failed to submit NHIF payment'],
    ['STIPEND', 'STIPEND', 'Failed to submit STIPEND payment'],
  ])('%s is %j', (type, label, failed) => {
    expect(paymentTypeLabel(type)).toBe(label);
    expect(submitFailedMessage(type)).toBe(failed);
  });
});
