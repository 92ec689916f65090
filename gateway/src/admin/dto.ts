import type { ProviderAnswer, ProviderSchema } from '../provider/contract.js';

// The provider's admin answers as its OpenAPI document declares them.
export type ScholarRowDTO = ProviderSchema<'AdminStudentRow'>;
export type ScholarDTO = ProviderSchema<'AdminStudent'>;
export type AuditEntryDTO = ProviderSchema<'AuditEntry'>;
export type InvitationDTO = ProviderSchema<'Invitation'>;
export type AdministratorDTO = ProviderSchema<'AdminAccount'>;
export type ProgrammeSettingsDTO = ProviderSchema<'ProgrammeSettings'>;
export type OverviewDTO = ProviderAnswer<'/api/admin/overview', 'get'>;
export type BatchesDTO = ProviderAnswer<'/api/admin/batches', 'get'>;
export type RosterImportDTO = ProviderAnswer<'/api/admin/students/import', 'post'>;

/** `{ items, total, page, pageSize }`: a page of an admin list. */
export type { PageDTO } from '../lists/connection.js';
