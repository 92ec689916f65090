import { describe, expect, it } from 'vitest';
import { PAYMENT_NETWORK_MESSAGE, paymentServiceMessage, submitFailureMessage } from './messages.js';

describe('paymentServiceMessage (spec section 8, payment service)', () => {
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
});
