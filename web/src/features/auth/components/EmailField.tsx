import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Input } from '@/shared/ui/Input';

/** The sign-in e-mail field of the auth screens: one label, the e-mail keyboard and the browser's saved address. */
export function EmailField(props: Omit<ComponentProps<typeof Input>, 'label' | 'type' | 'autoComplete'>) {
  const intl = useIntl();
  return (
    <Input label={intl.formatMessage({ id: 'auth.fields.email', defaultMessage: 'Email' })} type="email" autoComplete="email" {...props} />
  );
}
