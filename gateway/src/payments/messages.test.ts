import { describe, expect, it } from 'vitest';
import { PAYMENT_NETWORK_MESSAGE, paymentServiceMessage, refusalWords, submitFailureMessage } from './messages.js';

describe('paymentServiceMessage (docs/behaviour.md §8, payment service)', () => {
  it.each([
    [401, 'Unauthorized', 'HTTP 401: Authentication failed. Please log in again.'],
    [403, 'Students only', 'HTTP 403: Access denied. You do not have permission to view payment history.'],
    [404, undefined, 'HTTP 404: Payment history service not found.'],
    [500, 'db down', 'HTTP 500: Internal server error. Please try again later.'],
    [409, 'Conflict here', 'HTTP 409: Conflict here'],
    [502, undefined, 'HTTP 502: Bad Gateway'],
    [503, undefined, 'HTTP 503: Service Unavailable'],
    [599, undefined, 'HTTP 599: Unknown error occurred.'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(paymentServiceMessage(status, providerMessage)).toBe(expected);
  });

  it('has the network message word for word', () => {
    expect(PAYMENT_NETWORK_MESSAGE).toBe('Network Error: Unable to connect to the server. Please check your internet connection.');
  });
});

describe('submitFailureMessage', () => {
  it.each([
    [
      'UNIVERSITY_FEE',
      400,
      'Control number must be exactly 12 digits',
      'Failed to submit University fee payment: Control number must be exactly 12 digits',
    ],
    [
      'NHIF',
      409,
      'This payment has already been completed and cannot be changed.',
      'Failed to submit NHIF payment: This payment has already been completed and cannot be changed.',
    ],
    ['NHIF', 500, undefined, 'Failed to submit NHIF payment'],
  ])('%s %i %j -> %s', (type, status, providerMessage, expected) => {
    expect(submitFailureMessage(type)(status, providerMessage)).toBe(expected);
  });

  it('words a coded 409 in the rules’ words, whatever the provider wrote', () => {
    expect(submitFailureMessage('NHIF')(409, 'Number in use', { message: 'Number in use', code: 'CONTROL_NUMBER_TAKEN' })).toBe(
      'Failed to submit NHIF payment: This control number has already been submitted by another scholar. Check the number on your bill.',
    );
    // Another status with the same body keeps the provider's words.
    expect(submitFailureMessage('NHIF')(400, 'Odd', { message: 'Odd', code: 'CONTROL_NUMBER_TAKEN' })).toBe(
      'Failed to submit NHIF payment: Odd',
    );
  });
});

describe('refusalWords (a 409 to a submission, by its code)', () => {
  const payment = {
    id: 'p-1',
    controlNumber: '991234567890',
    paymentType: 'UNIVERSITY_FEE',
    status: 'UNPAID',
    createdAt: '',
    paymentYear: 'Y2023_2024',
  };
  it.each([
    [{ code: 'CONTROL_NUMBER_TAKEN' }, 'This control number has already been submitted by another scholar. Check the number on your bill.'],
    [
      { code: 'CONTROL_NUMBER_USED', payment },
      'You have already used this control number for University fee 2023-2024. Check the number on your bill.',
    ],
    [{ code: 'PAID', payment }, 'This payment has already been completed and cannot be changed.'],
    [
      { code: 'PROCESSING', payment },
      'This payment is already being processed and its control number cannot be changed. If the number is wrong, please contact support.',
    ],
    // Without the payment it names, or with a code we do not know: the provider's own words are used.
    [{ code: 'CONTROL_NUMBER_USED' }, undefined],
    [{ code: 'LEDGER_LOCKED' }, undefined],
    [{ message: 'No code' }, undefined],
    ['a string', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j -> %s', (answer, words) => {
    expect(refusalWords(answer)).toBe(words);
  });
});
