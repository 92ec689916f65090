import type { InputHTMLAttributes } from 'react';

type SelectCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { 'aria-label': string };

/**
 * A table row's selection box: a 20 px box inside a 44 px label, so a thumb hits it on a phone; the negative margin
 * keeps the row as tall as the box.
 */
export function SelectCheckbox(props: SelectCheckboxProps) {
  return (
    <label className="-m-3 inline-flex size-11 cursor-pointer items-center justify-center">
      <input type="checkbox" className="size-5 accent-brand-700" {...props} />
    </label>
  );
}
