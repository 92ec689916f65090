import { YEAR_FORMAT_MESSAGE, toProviderYear } from '../academic-year/year.js';
import { GPA_RANGE, GPA_REQUIRED, YEAR_REQUIRED } from './messages.js';

export type UploadFieldsCheck = { ok: true; year: string; gpa: string } | { ok: false; message: string };

/**
 * The upload form's year (portal or provider form) and GPA (0.0 to 5.0), checked before the file is
 * streamed on, so a wrong field never costs a 5 MB transfer. The year goes on in provider form.
 */
export function checkUploadFields(year: string | undefined, gpa: string | undefined): UploadFieldsCheck {
  if (!year?.trim()) return { ok: false, message: YEAR_REQUIRED };
  const providerYear = toProviderYear(year);
  if (!providerYear) return { ok: false, message: YEAR_FORMAT_MESSAGE };
  const gpaText = gpa?.trim() ?? '';
  if (gpaText === '') return { ok: false, message: GPA_REQUIRED };
  const value = Number(gpaText);
  if (!Number.isFinite(value) || value < 0 || value > 5) return { ok: false, message: GPA_RANGE };
  return { ok: true, year: providerYear, gpa: gpaText };
}
