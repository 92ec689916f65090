import type { ComponentProps } from 'react';
import { Input } from './Input';

/**
 * A 6-digit code field (authenticator app or e-mail): the phone's number pad, the keyboard's one-time-code
 * suggestion, and room for the space apps show ("123 456").
 */
export function CodeInput(props: Omit<ComponentProps<typeof Input>, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />;
}
