import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Each field's problem in the rules' English (the field says it in the reader's language), or none. */
export type Problems<T> = { [K in keyof T]?: string | null };

/**
 * react-hook-form's resolver for a form checked by the rules' own functions, so the form and the gateway agree: the
 * `trimmed` fields lose their outer spaces (the form sends what was checked), then each field's problem, if any.
 */
export function checkedBy<T extends FieldValues>(problemsOf: (values: T) => Problems<T>, trimmed: readonly (keyof T)[] = []): Resolver<T> {
  return (typed) => {
    const values: T = { ...typed };
    for (const field of trimmed) {
      const value: unknown = values[field];
      if (typeof value === 'string') values[field] = value.trim() as T[keyof T];
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(problemsOf(values))) if (message) errors[field] = { type: 'validate', message };
    // A field's error keyed by its name is what react-hook-form's FieldErrors holds for a flat form.
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}
