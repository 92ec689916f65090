import type { ReactNode } from 'react';
import { useServerWords } from '@/shared/i18n/words';

export type FieldIds = { inputId: string; errorId: string; hintId: string };

type FieldProps = {
  ids: FieldIds;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** Label, control, hint and error laid out the same way for every input of the portal. */
export function Field({ ids, label, error, hint, children }: FieldProps) {
  const words = useServerWords();
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.inputId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="text-sm text-red-700">
          {words(error)}
        </p>
      )}
    </div>
  );
}

export function describedBy(ids: FieldIds, error?: string, hint?: ReactNode): string | undefined {
  return error ? ids.errorId : hint ? ids.hintId : undefined;
}

export const controlClasses =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 ' +
  'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/30 ' +
  'aria-invalid:border-red-500 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50';
