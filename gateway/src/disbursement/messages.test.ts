import { bankFileRowRefusedMessage } from '@nuru/rules/disbursement';
import { describe, expect, it } from 'vitest';
import { toUserFacing } from '../errors/provider-failure.js';
import { ProviderError } from '../provider/errors.js';
import { bankFileFailure } from './messages.js';

describe('bankFileFailure', () => {
  const shown = (status: number, answer: Record<string, unknown>) => {
    const failure = toUserFacing(new ProviderError(status, answer.message as string | undefined, answer), bankFileFailure());
    return { message: (failure as Error).message, extensions: (failure as { extensions: unknown }).extensions };
  };

  it('says a refused row in the rules’ words, whatever the provider wrote, as a CONFLICT', () => {
    expect(
      shown(409, { message: 'Some other provider words', problem: 'UNWRITABLE_ROW', reference: 'NY-12-3', field: 'accountNumber' }),
    ).toEqual({
      message: bankFileRowRefusedMessage('NY-12-3'),
      extensions: { code: 'CONFLICT', httpStatus: 409 },
    });
  });

  it.each([
    [
      'a step the run does not allow, in the provider’s words',
      409,
      { message: 'This run is DRAFT: the bank file exists for an APPROVED or PAID run.' },
      'This run is DRAFT: the bank file exists for an APPROVED or PAID run.',
    ],
    ['a refusal code it does not know, in the provider’s words', 409, { message: 'Nope', problem: 'OTHER', reference: 'NY-1-1' }, 'Nope'],
    ['a refused row without its reference, in the provider’s words', 409, { message: 'Nope', problem: 'UNWRITABLE_ROW' }, 'Nope'],
    ['no words at all', 500, {}, 'The bank file could not be downloaded. Please try again.'],
  ])('%s', (_case, status, answer, message) => {
    expect(shown(status, answer).message).toBe(message);
  });
});
