import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { actionResult } from '../provider/answers.js';
import { connection, toAdministratorInvitation, toInvitation, toOverview, toRosterImport, toScholar, toScholarRow } from './mapping.js';

export const adminQueries: Pick<
  QueryResolvers,
  | 'programmeOverview'
  | 'scholars'
  | 'scholar'
  | 'invitations'
  | 'administrators'
  | 'administratorInvitations'
  | 'auditLog'
  | 'programmeSettings'
  | 'programmeBatches'
> = {
  programmeOverview: async (_root, { year }, { services }) => toOverview(await services.admin.overview(year)),
  scholars: async (_root, args, { services }) => connection(await services.admin.scholars(args), toScholarRow),
  scholar: async (_root, { id }, { services }) => {
    const found = await services.admin.scholar(id);
    return found && toScholar(found);
  },
  invitations: async (_root, { status, search, page, pageSize }, { services }) =>
    connection(await services.admin.invitations(status, search, page, pageSize), toInvitation),
  administrators: async (_root, { page, pageSize }, { services }) =>
    connection(await services.admin.administrators(page, pageSize), (administrator) => administrator),
  administratorInvitations: async (_root, _args, { services }) =>
    (await services.admin.administratorInvitations()).map(toAdministratorInvitation),
  auditLog: async (_root, { filter, page, pageSize }, { services }) =>
    connection(await services.admin.auditLog(filter, page, pageSize), (entry) => entry),
  programmeSettings: (_root, _args, { services }) => services.admin.settings(),
  programmeBatches: (_root, _args, { services }) => services.admin.batches(),
};

export const adminMutations: Pick<
  MutationResolvers,
  | 'inviteStudents'
  | 'importRoster'
  | 'resendInvitation'
  | 'revokeInvitation'
  | 'changeEnrollmentStatus'
  | 'inviteAdministrator'
  | 'confirmAdminInvitation'
  | 'setAdministratorActive'
  | 'updateProgrammeSettings'
> = {
  inviteStudents: async (_root, { emails, batchNo }, { services }) =>
    actionResult(await services.admin.invite({ emails, batchNo }), 'Invitations sent'),
  importRoster: async (_root, { csv, dryRun }, { services }) => toRosterImport(await services.admin.importRoster(csv, dryRun ?? true)),
  resendInvitation: async (_root, { id }, { services }) => {
    const { message, data } = await services.admin.resendInvitation(id);
    return { message, invitation: toInvitation(data) };
  },
  revokeInvitation: async (_root, { id }, { services }) => actionResult(await services.admin.revokeInvitation(id), 'Invitation revoked'),
  changeEnrollmentStatus: async (_root, { id, status, reason, expectedStatus }, { services }) => {
    const { message, data } = await services.admin.changeStatus(id, { status, reason, expectedStatus });
    return { message, scholar: toScholarRow(data) };
  },
  inviteAdministrator: async (_root, { email, name }, { services }) => {
    const { message, data } = await services.admin.inviteAdministrator(email, name);
    return { message, invitation: toInvitation(data) };
  },
  confirmAdminInvitation: async (_root, { id }, { services }) => {
    const { message, data } = await services.admin.confirmAdminInvitation(id);
    return { message, invitation: toAdministratorInvitation(data) };
  },
  setAdministratorActive: async (_root, { id, active }, { services }) => {
    const { message, data } = await services.admin.setAdministratorActive(id, active);
    return { message, administrator: data };
  },
  updateProgrammeSettings: async (_root, { input }, { services }) => {
    const { message, data } = await services.admin.saveSettings(input);
    return { message, settings: data };
  },
};
