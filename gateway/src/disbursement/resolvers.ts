import type { DisbursementRunResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import type { Services } from '../services.js';
import { connection } from '../lists/connection.js';
import { excludedPage, includedPage, rowsHeld, toRunModel, type RunModel, type RunRows } from './mapping.js';
import type { RunDTO } from './dto.js';

// Stipend runs: thin, the service asks for an administrator before the provider; every change answers the run.

/** The run as a change answered it: the screen says what the change did from the step it asked for. */
async function changed(services: Services, run: Promise<RunDTO>) {
  const answer = await run;
  return { run: toRunModel(answer, await services.disbursement.viewerId()) };
}

export const disbursementQueries: Pick<QueryResolvers, 'disbursementRuns' | 'disbursementRun' | 'myStipend'> = {
  disbursementRuns: async (_root, { status, page, pageSize }, { services }) => {
    const runs = await services.disbursement.runs(status, page, pageSize);
    const viewerId = await services.disbursement.viewerId();
    return connection(runs, (run) => toRunModel(run, viewerId));
  },
  disbursementRun: async (_root, { id }, { services }) => {
    const run = await services.disbursement.run(id);
    return run && toRunModel(run, await services.disbursement.viewerId());
  },
  myStipend: (_root, _args, { services }) => services.disbursement.mine(),
};

/** The run's rows and changes: from the answer that held them, else the run read (once per request) for them. */
async function rowsOf(run: RunModel, services: Services): Promise<RunRows> {
  return rowsHeld(run) ?? (await services.disbursement.run(run.id)) ?? { included: [], excluded: [], changes: [] };
}

export const disbursementRunType: DisbursementRunResolvers = {
  changes: async (run, _args, { services }) => (await rowsOf(run, services)).changes,
  included: async (run, args, { services }) =>
    includedPage(run.id, await rowsOf(run, services), args, await services.disbursement.viewerId()),
  excluded: async (run, args, { services }) => excludedPage(run.id, await rowsOf(run, services), args),
};

export const disbursementMutations: Pick<
  MutationResolvers,
  | 'createDisbursementRun'
  | 'updateDisbursementItem'
  | 'approveDisbursementRun'
  | 'cancelDisbursementRun'
  | 'confirmDisbursementCancel'
  | 'withdrawDisbursementCancel'
  | 'markDisbursementRunPaid'
  | 'markDisbursementTransferFailed'
  | 'confirmDisbursementTransferFailed'
  | 'dismissDisbursementTransferFailure'
> = {
  createDisbursementRun: (_root, { input }, { services }) => changed(services, services.disbursement.create(input)),
  updateDisbursementItem: (_root, { input }, { services }) => changed(services, services.disbursement.editItem(input)),
  approveDisbursementRun: (_root, { id, version }, { services }) => changed(services, services.disbursement.approve(id, version)),
  cancelDisbursementRun: (_root, { id, version, reason }, { services }) =>
    changed(services, services.disbursement.cancel(id, version, reason)),
  confirmDisbursementCancel: (_root, { id, version }, { services }) =>
    changed(services, services.disbursement.settleCancel(id, version, 'confirm')),
  withdrawDisbursementCancel: (_root, { id, version }, { services }) =>
    changed(services, services.disbursement.settleCancel(id, version, 'withdraw')),
  markDisbursementRunPaid: (_root, { id, version, paidAt }, { services }) =>
    changed(services, services.disbursement.markPaid(id, version, paidAt)),
  markDisbursementTransferFailed: (_root, { runId, studentId, reason }, { services }) =>
    changed(services, services.disbursement.markTransferFailed(runId, studentId, reason)),
  confirmDisbursementTransferFailed: (_root, { runId, studentId }, { services }) =>
    changed(services, services.disbursement.settleTransferFailure(runId, studentId, 'confirm')),
  dismissDisbursementTransferFailure: (_root, { runId, studentId }, { services }) =>
    changed(services, services.disbursement.settleTransferFailure(runId, studentId, 'dismiss')),
};
