// What an upload must be, checked by the form before sending and by the gateway before streaming it on; the provider checks the content again.
export const MAX_RESULT_FILE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_RESULT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** For the file picker's `accept`: types and extensions, since some systems report no type. */
export const RESULT_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const FILE_REQUIRED_MESSAGE = 'Choose a PDF, JPEG or PNG file to upload.';
export const FILE_TYPE_MESSAGE = 'Only PDF, JPEG or PNG files are accepted';
export const FILE_TOO_LARGE_MESSAGE = 'File is too large. The maximum size is 5 MB.';
export const FILE_EMPTY_MESSAGE = 'The file is empty. Choose the document again.';
export const GPA_REQUIRED_MESSAGE = 'GPA is required';
export const GPA_RANGE_MESSAGE = 'GPA must be a number between 0.0 and 5.0';

const EXTENSION_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

type PickedFile = { name: string; type: string; size: number };

function looksAccepted({ name, type }: PickedFile): boolean {
  if ((ACCEPTED_RESULT_TYPES as readonly string[]).includes(type)) return true;
  // An empty type means the browser could not tell; the name's extension decides then.
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return type === '' && extension in EXTENSION_TYPES;
}

/** Why this file cannot be uploaded, or null when it may be. */
export function resultFileProblem(file: PickedFile | null | undefined): string | null {
  if (!file) return FILE_REQUIRED_MESSAGE;
  if (!looksAccepted(file)) return FILE_TYPE_MESSAGE;
  if (file.size > MAX_RESULT_FILE_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return FILE_EMPTY_MESSAGE;
  return null;
}

/** Why the typed GPA is not acceptable, or null: a number from 0.0 to 5.0 (one or two decimals). */
export function gpaProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return GPA_REQUIRED_MESSAGE;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return GPA_RANGE_MESSAGE;
  const gpa = Number(value);
  return gpa >= 0 && gpa <= 5 ? null : GPA_RANGE_MESSAGE;
}
