import type { MutationResolvers } from '../generated/resolvers.js';

export const remindersMutations: Pick<MutationResolvers, 'sendReminders'> = {
  sendReminders: async (_root, { kind, year, batchNo }, { services }) => {
    const { sent, skipped, message } = await services.reminders.send(kind, year, batchNo);
    return { sent, skipped, message };
  },
};
