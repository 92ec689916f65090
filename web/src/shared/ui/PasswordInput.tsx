import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { defineMessages } from 'react-intl';
import { cn } from './cn';
import { controlClasses, describedBy, Field } from './Field';
import { useSharedIntl } from './shared-intl';
import { useFieldIds } from './use-field-ids';

const messages = defineMessages<{ show: { field: string }; hide: { field: string } }>({
  show: { id: 'shared.passwordInput.show', defaultMessage: 'Show {field}' },
  hide: { id: 'shared.passwordInput.hide', defaultMessage: 'Hide {field}' },
});

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with its own show/hide toggle (docs/behaviour.md §2: each password field has one). */
export function PasswordInput({ label, error, hint, id, className, ...rest }: PasswordInputProps) {
  const intl = useSharedIntl();
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  return (
    <Field ids={ids} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          className={cn(controlClasses, 'pr-11', className)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={intl.formatMessage(visible ? messages.hide : messages.show, { field: label.toLowerCase() })}
          aria-controls={ids.inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </Field>
  );
}
