import { useId } from 'react';

type SwitchRowProps = { label: string; description: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void };

/** One on/off preference: a native checkbox announced as a switch, with its explanation. */
export function SwitchRow({ label, description, checked, disabled, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    // The whole row is the label, so a tap anywhere on it flips the switch; its name is the label's first line only.
    <label htmlFor={id} className="flex cursor-pointer items-start justify-between gap-4 py-3">
      <span>
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-description`} className="block text-sm text-slate-500">
          {description}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
    </label>
  );
}
