import { UserFacingError } from '../errors/user-facing.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { submissionMessage, toPayment, toSubmission } from './mapping.js';

export const paymentsQueries: Pick<QueryResolvers, 'payments'> = {
  payments: async (_root, { limit }, { services }) => firstN(await services.payments.history(), limit).map(toPayment),
};

export const paymentsMutations: Pick<MutationResolvers, 'submitControlNumber'> = {
  async submitControlNumber(_root, { input }, { services }) {
    const submission = toSubmission(input);
    if (!submission.ok) throw new UserFacingError(submission.message, 'BAD_USER_INPUT');
    return { message: submissionMessage(await services.payments.submit(submission.body)) };
  },
};
