import { asStudent } from '../access/student.js';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { listOf, written } from '../provider/answers.js';
import type { ProviderSession } from '../provider/session.js';
import { getPaymentHistory, postControlNumber } from './calls.js';
import type { PaymentDTO } from './dto.js';
import { submissionMessage, toPayment, toSubmission } from './mapping.js';
import { PAYMENT_NETWORK_MESSAGE, paymentServiceMessage, submitFailedMessage, submitFailureMessage } from './messages.js';

// The screen words each status itself (spec section 8, payments screen), so errors carry it.
const serviceRules: FailureRules = {
  messages: paymentServiceMessage,
  networkMessage: PAYMENT_NETWORK_MESSAGE,
  exposeHttpStatus: true,
};

/** The caller's submissions, newest first, failing in the payment service's words. */
export const loadPayments = (provider: ProviderSession): Promise<PaymentDTO[]> =>
  withProviderErrors(async () => listOf<PaymentDTO>(await getPaymentHistory(provider)), serviceRules);

export const paymentsQueries: Pick<QueryResolvers, 'payments'> = {
  payments: (_root, { limit }, { provider }) =>
    withProviderErrors(async () => {
      const viewer = await asStudent(provider, () => loadPayments(provider));
      if (!viewer.student) {
        throw new UserFacingError(paymentServiceMessage(403, undefined), 'FORBIDDEN', { httpStatus: 403 });
      }
      return firstN(viewer.value, limit).map(toPayment);
    }, serviceRules),
};

export const paymentsMutations: Pick<MutationResolvers, 'submitControlNumber'> = {
  async submitControlNumber(_root, { input }, { provider }) {
    const submission = toSubmission(input);
    if (!submission.ok) throw new UserFacingError(submission.message, 'BAD_USER_INPUT');
    const answer = await withProviderErrors(() => written(postControlNumber(provider, submission.body)), {
      messages: submitFailureMessage(input.paymentType),
      networkMessage: submitFailedMessage(input.paymentType),
      exposeHttpStatus: true,
    });
    return { message: submissionMessage(answer) };
  },
};
