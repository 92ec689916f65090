import type { ProviderAnswer, ProviderSchema } from '../provider/contract.js';

// The provider's admin answers as its OpenAPI document declares them.
export type ScholarRowDTO = ProviderSchema<'AdminStudentRow'>;
export type ScholarDTO = ProviderSchema<'AdminStudent'>;
export type AuditEntryDTO = ProviderSchema<'AuditEntry'>;
export type InvitationDTO = ProviderSchema<'Invitation'>;
export type AdministratorDTO = ProviderSchema<'AdminAccount'>;
export type AdministratorInvitationDTO = ProviderSchema<'AdminInvitation'>;
export type ProgrammeSettingsDTO = ProviderSchema<'ProgrammeSettings'>;
export type OverviewDTO = ProviderAnswer<'/api/admin/overview', 'get'>;
export type BatchesDTO = ProviderAnswer<'/api/admin/batches', 'get'>;
type RosterAnswer = ProviderAnswer<'/api/admin/students/import', 'post'>;
/** A roster row, its problem read as any text: another provider may give a reason the schema does not name. */
export type RosterRowDTO = Omit<RosterAnswer['rows'][number], 'problem'> & { problem?: string | null };
export type RosterImportDTO = Omit<RosterAnswer, 'rows'> & { rows: RosterRowDTO[] };

/** `{ items, total, page, pageSize }`: a page of an admin list. */
export type { PageDTO } from '../lists/connection.js';
