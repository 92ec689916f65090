import type {
  AdministratorInvitation,
  AdministratorInvitationBlock,
  Invitation,
  ProgrammeFigures,
  ProgrammeOverview,
  RosterImport,
  RosterProblem,
  RosterRow,
  Scholar,
  ScholarRow,
} from '../generated/resolvers.js';
import { toActivityKind } from '../people/activity-kind.js';
import { toSex } from '../people/sex.js';
import { knownCode } from '../provider/known-code.js';
import type {
  AdministratorInvitationDTO,
  InvitationDTO,
  OverviewDTO,
  RosterImportDTO,
  RosterRowDTO,
  ScholarDTO,
  ScholarRowDTO,
} from './dto.js';

// What the schema's admin types rename or add to the provider's answers; pure. Every other field is the
// provider's, read by GraphQL's default resolver (the provider's vocabularies are the schema's enums).

export { connection, pageInfo } from '../lists/connection.js';

export const toScholarRow = (row: ScholarRowDTO): ScholarRow => ({
  ...row,
  programmeName: row.courseProgrammeName,
  registrationNumber: row.universityRegistrationId,
  joinedAt: row.createdAt,
});

export const toScholar = ({ profile, results, payments, activity, audit }: ScholarDTO): Scholar => ({
  ...profile,
  sex: toSex(profile.sex),
  programmeName: profile.courseProgrammeName,
  registrationNumber: profile.universityRegistrationId,
  joinedAt: profile.createdAt,
  results: results.map((result) => ({ ...result, year: result.resultYear })),
  controlNumbers: payments.map((payment) => ({
    ...payment,
    type: payment.paymentType,
    year: payment.paymentYear,
    submittedAt: payment.createdAt,
  })),
  activity: activity.map((line) => ({ kind: toActivityKind(line.kind), at: line.createdAt })),
  auditTrail: audit,
});

type FiguresDTO = OverviewDTO['totals'];

function toFigures(figures: FiguresDTO): ProgrammeFigures {
  const { scholars } = figures;
  return {
    ...figures,
    scholars: {
      total: scholars.total,
      active: scholars.ACTIVE,
      suspended: scholars.SUSPENDED,
      graduated: scholars.GRADUATED,
      withdrawn: scholars.WITHDRAWN,
    },
  };
}

export const toOverview = (overview: OverviewDTO): ProgrammeOverview => ({
  ...overview,
  batches: overview.batches.map(({ batchNo, ...figures }) => ({ batchNo, figures: toFigures(figures) })),
  totals: toFigures(overview.totals),
});

export const toInvitation = (invitation: InvitationDTO): Invitation => ({
  ...invitation,
  invitedAt: invitation.createdAt,
  awaitingConfirmation: invitation.role === 'ADMIN' && !invitation.confirmedAt,
});

// The reasons the schema names (a reason it gains fails the typecheck until it is here too).
const CONFIRM_BLOCKS: Record<AdministratorInvitationBlock, true> = {
  CONFIRMED: true,
  INVITER: true,
  WAITING_PERIOD: true,
  NOTICE_NOT_SENT: true,
};

export const toAdministratorInvitation = (invitation: AdministratorInvitationDTO): AdministratorInvitation => ({
  ...invitation,
  confirmBlock: knownCode(CONFIRM_BLOCKS, invitation.confirmBlock),
});

// The reasons the schema names (a reason it gains fails the typecheck until it is here too).
const ROSTER_PROBLEMS: Record<RosterProblem, true> = {
  SHAPE: true,
  EMAIL: true,
  BATCH: true,
  INACTIVE_BATCH: true,
  NAME_TOO_LONG: true,
  DUPLICATE: true,
};

const toRosterRow = (row: RosterRowDTO): RosterRow => ({ ...row, problem: knownCode(ROSTER_PROBLEMS, row.problem) });

export const toRosterImport = (report: RosterImportDTO): RosterImport => ({
  ...report,
  rows: report.rows.map(toRosterRow),
  unsent: report.unsent ?? [],
});
