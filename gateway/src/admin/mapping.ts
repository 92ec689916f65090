import type {
  AdministratorAccount,
  AdministratorInvitation,
  AdministratorInvitationBlock,
  AuditEntry,
  Invitation,
  ProgrammeFigures,
  ProgrammeOverview,
  RosterImport,
  RosterProblem,
  RosterRow,
  Scholar,
  ScholarRow,
} from '../generated/resolvers.js';
import { knownCode } from '../provider/known-code.js';
import type {
  AdministratorDTO,
  AdministratorInvitationDTO,
  AuditEntryDTO,
  InvitationDTO,
  OverviewDTO,
  RosterImportDTO,
  RosterRowDTO,
  ScholarDTO,
  ScholarRowDTO,
} from './dto.js';

// The provider's admin answers as the schema's types. The provider's vocabularies are the schema's enums.

export { connection, pageInfo } from '../lists/connection.js';

export function toScholarRow(row: ScholarRowDTO): ScholarRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    batchNo: row.batchNo ?? null,
    universityName: row.universityName ?? null,
    programmeName: row.courseProgrammeName ?? null,
    registrationNumber: row.universityRegistrationId ?? null,
    enrollmentStatus: row.enrollmentStatus,
    joinedAt: row.createdAt,
    resultStatus: row.resultStatus ?? null,
    universityFeeStatus: row.universityFeeStatus ?? null,
    nhifStatus: row.nhifStatus ?? null,
  };
}

export function toAuditEntry(entry: AuditEntryDTO): AuditEntry {
  return {
    id: entry.id ?? null,
    at: entry.at,
    actorEmail: entry.actorEmail,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

export function toScholar({ profile, results, payments, activity, audit }: ScholarDTO): Scholar {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    sex: profile.sex ?? null,
    phoneNumber: profile.phoneNumber ?? null,
    universityName: profile.universityName ?? null,
    programmeName: profile.courseProgrammeName ?? null,
    registrationNumber: profile.universityRegistrationId ?? null,
    enrolledYear: profile.enrolledYear ?? null,
    batchNo: profile.batchNo ?? null,
    maskedAccountNumber: profile.maskedAccountNumber ?? null,
    accountNumberChangedAt: profile.accountNumberChangedAt ?? null,
    enrollmentStatus: profile.enrollmentStatus,
    joinedAt: profile.createdAt,
    results: results.map((result) => ({
      fileName: result.fileName,
      year: result.resultYear,
      gpa: result.gpa,
      status: result.status,
      reviewComment: result.reviewComment ?? null,
      originalName: result.originalName,
      uploadedAt: result.uploadedAt,
    })),
    controlNumbers: payments.map((payment) => ({
      id: payment.id,
      type: payment.paymentType,
      year: payment.paymentYear,
      controlNumber: payment.controlNumber,
      status: payment.status,
      submittedAt: payment.createdAt,
    })),
    activity: activity.map((line) => ({ kind: line.kind, at: line.createdAt })),
    auditTrail: audit.map(toAuditEntry),
  };
}

type FiguresDTO = OverviewDTO['totals'];

function toFigures(figures: FiguresDTO): ProgrammeFigures {
  const { scholars } = figures;
  return {
    scholars: {
      total: scholars.total,
      active: scholars.ACTIVE,
      suspended: scholars.SUSPENDED,
      graduated: scholars.GRADUATED,
      withdrawn: scholars.WITHDRAWN,
    },
    results: figures.results,
    universityFee: figures.universityFee,
    nhif: figures.nhif,
  };
}

export function toOverview(overview: OverviewDTO): ProgrammeOverview {
  return {
    year: overview.year,
    batches: overview.batches.map(({ batchNo, ...figures }) => ({ batchNo: batchNo ?? null, figures: toFigures(figures) })),
    totals: toFigures(overview.totals),
    recentActivity: overview.recentActivity.map(toAuditEntry),
  };
}

export function toInvitation(invitation: InvitationDTO): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    batchNo: invitation.batchNo ?? null,
    role: invitation.role,
    name: invitation.name ?? null,
    status: invitation.status,
    invitedAt: invitation.createdAt,
    lastSentAt: invitation.lastSentAt,
    sendCount: invitation.sendCount,
    usedAt: invitation.usedAt ?? null,
    awaitingConfirmation: invitation.role === 'ADMIN' && !invitation.confirmedAt,
  };
}

export const toAdministrator = (admin: AdministratorDTO): AdministratorAccount => ({
  id: admin.id,
  email: admin.email,
  name: admin.name,
  active: admin.active,
  createdAt: admin.createdAt,
});

// The reasons the schema names (a reason it gains fails the typecheck until it is here too).
const CONFIRM_BLOCKS: Record<AdministratorInvitationBlock, true> = {
  CONFIRMED: true,
  INVITER: true,
  WAITING_PERIOD: true,
  NOTICE_NOT_SENT: true,
};

export const toAdministratorInvitation = (invitation: AdministratorInvitationDTO): AdministratorInvitation => ({
  id: invitation.id,
  email: invitation.email,
  name: invitation.name ?? null,
  invitedAt: invitation.invitedAt,
  invitedBy: invitation.invitedBy ? { id: invitation.invitedBy.id, name: invitation.invitedBy.name } : null,
  confirmedAt: invitation.confirmedAt ?? null,
  confirmedBy: invitation.confirmedBy ? { id: invitation.confirmedBy.id, name: invitation.confirmedBy.name } : null,
  waitingEndsAt: invitation.waitingEndsAt ?? null,
  viewerCanConfirm: invitation.viewerCanConfirm,
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

const toRosterRow = (row: RosterRowDTO): RosterRow => ({
  line: row.line,
  email: row.email,
  batchNo: row.batchNo ?? null,
  name: row.name ?? null,
  outcome: row.outcome,
  message: row.message,
  problem: knownCode(ROSTER_PROBLEMS, row.problem),
  firstLine: row.firstLine ?? null,
  invitedBatchNo: row.invitedBatchNo ?? null,
});

export const toRosterImport = (report: RosterImportDTO): RosterImport => ({
  applied: report.applied,
  message: report.message,
  rows: report.rows.map(toRosterRow),
  unsent: report.unsent ?? [],
});
