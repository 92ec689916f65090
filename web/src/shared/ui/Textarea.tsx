import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { controlClasses, describedBy, Field } from './Field';
import { useFieldIds } from './use-field-ids';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function Textarea({ label, error, hint, id, className, ...rest }: TextareaProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} error={error} hint={hint}>
      <textarea
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        className={cn(controlClasses, 'min-h-32', className)}
        {...rest}
      />
    </Field>
  );
}
