import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, describedBy, Field } from './Field';
import { useFieldIds } from './use-field-ids';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function Select({ label, error, hint, id, children, ...rest }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} error={error} hint={hint}>
      <select
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={controlClasses}
        {...rest}
      >
        {children}
      </select>
    </Field>
  );
}
