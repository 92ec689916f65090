import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { connection } from '../lists/connection.js';
import { toBulkChange, toControlNumberRow, toReconciliation } from './desk-mapping.js';

// The payments desk: thin, the service asks for an administrator, then checks the input, before the provider.

export const paymentDeskQueries: Pick<QueryResolvers, 'controlNumbers' | 'scholarsWithoutControlNumber'> = {
  controlNumbers: async (_root, { filter, page, pageSize }, { services }) =>
    connection(await services.paymentDesk.controlNumbers(filter, page, pageSize), toControlNumberRow),
  scholarsWithoutControlNumber: async (_root, args, { services }) =>
    connection(await services.paymentDesk.missing(args), (scholar) => scholar),
};

export const paymentDeskMutations: Pick<
  MutationResolvers,
  'setControlNumberStatus' | 'setControlNumberStatuses' | 'resolveControlNumberFlag' | 'reconcileBankPayments'
> = {
  setControlNumberStatus: async (_root, { id, status, reason, expectedStatus }, { services }) => {
    const { message, data } = await services.paymentDesk.setStatus(id, { status, reason, expectedStatus });
    return { message, controlNumber: toControlNumberRow(data) };
  },
  setControlNumberStatuses: async (_root, { ids, status, reason }, { services }) =>
    toBulkChange(await services.paymentDesk.setStatuses(ids, status, reason)),
  resolveControlNumberFlag: async (_root, { id, note }, { services }) => {
    const { message, data } = await services.paymentDesk.resolveFlag(id, note);
    return { message, controlNumber: toControlNumberRow(data) };
  },
  reconcileBankPayments: async (_root, { year, type, csv, dryRun }, { services }) =>
    toReconciliation(await services.paymentDesk.reconcile(year, type, csv, dryRun ?? true), { year, type }),
};
