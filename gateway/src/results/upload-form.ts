import { YEAR_FORMAT_MESSAGE, toProviderYear } from '@nuru/rules/academic-year';
import { gpaProblem } from '@nuru/rules/results';
import { YEAR_REQUIRED } from './messages.js';

export type UploadFieldsCheck = { ok: true; year: string; gpa: string } | { ok: false; message: string };

/**
 * The upload form's year (portal or provider form) and GPA (the form's own rule, 0.0 to 5.0), checked before the file is
 * streamed on, so a wrong field never costs a 5 MB transfer. The year goes on in provider form.
 */
export function checkUploadFields(year: string | undefined, gpa: string | undefined): UploadFieldsCheck {
  if (!year?.trim()) return { ok: false, message: YEAR_REQUIRED };
  const providerYear = toProviderYear(year);
  if (!providerYear) return { ok: false, message: YEAR_FORMAT_MESSAGE };
  const problem = gpaProblem(gpa ?? '');
  if (problem) return { ok: false, message: problem };
  return { ok: true, year: providerYear, gpa: (gpa ?? '').trim() };
}
