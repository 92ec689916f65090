/** @vitest-environment happy-dom */
// A new password and its confirmation, as set password and forgot password ask for them: the docs/behaviour.md §5
// messages word for word, the strength meter, and nothing handed on until both are right.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewPasswordValues } from '@/shared/forms/checks';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';

afterEach(cleanup);

function PasswordForm({ onValid }: { onValid: (values: NewPasswordValues) => void }) {
  const form = useNewPasswordForm();
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <NewPasswordFields form={form} label="Password" confirmLabel="Confirm password" />
      <button type="submit">Continue</button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  render(<PasswordForm onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const messages = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);

describe('NewPasswordFields', () => {
  it('asks for the password when both fields are empty, and hands nothing on', async () => {
    const { onValid, user } = renderForm();
    await submit(user, '', '');
    expect(await messages()).toEqual(['Password is required']);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['secret#2024', 'Password must contain at least one uppercase letter'],
    ['SECRET#2024', 'Password must contain at least one lowercase letter'],
    ['Secret#word', 'Password must contain at least one number'],
    ['Secret2024', 'Password must contain at least one special character'],
    ['Secret-2024', 'Password must contain at least one special character'],
  ])('refuses %j with “%s”, and hands nothing on', async (password, message) => {
    const { onValid, user } = renderForm();
    await submit(user, password, password);
    expect(await messages()).toEqual([message]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('says when the confirmation differs, and hands nothing on', async () => {
    const { onValid, user } = renderForm();
    await submit(user, 'Secret#2024', 'Secret#2025');
    expect(await messages()).toEqual(['Passwords do not match']);
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands on a password that meets every rule, with its confirmation', async () => {
    const { onValid, user } = renderForm();
    await submit(user, 'Secret#2024', 'Secret#2024');
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ password: 'Secret#2024', confirmPassword: 'Secret#2024' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['secret', 'Weak'],
    ['secret12', 'Medium'],
    ['Secret12', 'Good'],
    ['Secret#12', 'Strong'],
  ])('rates %j as %s while it is typed', async (password, label) => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Password'), password);
    expect(screen.getByText(`Password strength: ${label}`)).toBeTruthy();
  });

  it('ticks off the criteria the password meets', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Password'), 'secret12');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'At least 8 characters(met)',
      'An uppercase letter(not met)',
      'A lowercase letter(met)',
      'A number(met)',
      'A special character(not met)',
    ]);
  });

  it('shows and hides each password on its own toggle', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('text');
  });
});
