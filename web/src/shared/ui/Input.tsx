import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';
import { controlClasses, describedBy, Field } from './Field';
import { useFieldIds } from './use-field-ids';

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} error={error} hint={hint}>
      <input
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={cn(controlClasses, className)}
        {...rest}
      />
    </Field>
  );
}
