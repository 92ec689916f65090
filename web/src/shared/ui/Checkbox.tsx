import type { InputHTMLAttributes, ReactNode } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: ReactNode };

/** A labelled checkbox: the whole label is the click target. */
export function Checkbox({ label, hint, className, ...rest }: CheckboxProps) {
  return (
    <label className={className ?? 'flex min-h-11 items-start gap-2.5 text-sm text-slate-700'}>
      <input type="checkbox" className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700" {...rest} />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
