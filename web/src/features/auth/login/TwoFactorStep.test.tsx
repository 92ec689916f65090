/** @vitest-environment happy-dom */
// The authenticator-code step on its own: it checks the code before handing it on, and shows what the
// sign-in page tells it (LoginPage.test.tsx follows the code to the gateway and back).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestI18n } from '@/shared/testing/test-i18n';
import { TwoFactorStep } from './TwoFactorStep';

afterEach(cleanup);

function step(props: { busy?: boolean; error?: string } = {}) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <TestI18n>
      <TwoFactorStep
        prompt="Enter the 6-digit code from your authenticator app."
        busy={props.busy ?? false}
        error={props.error}
        onSubmit={onSubmit}
        onCancel={onCancel}
      />
    </TestI18n>,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

describe('TwoFactorStep', () => {
  it('asks for the code when sent empty or blank, and hands nothing on', async () => {
    const { onSubmit, user } = step();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code');
    await user.type(screen.getByLabelText('Authentication code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(['12345', '1234567', '12a456'])('says the code has 6 digits for %j, and hands nothing on', async (code) => {
    const { onSubmit, user } = step();
    await user.type(screen.getByLabelText('Authentication code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe('The code has 6 digits');
    expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands on the six digits as apps show them, without the space, and clears the earlier complaint', async () => {
    const { onSubmit, user } = step();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the prompt and the failure it is given', () => {
    step({ error: 'Invalid two-factor code' });
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid two-factor code');
  });

  it('says it is verifying and cannot be sent again while busy', () => {
    step({ busy: true });
    const button = screen.getByRole('button', { name: 'Verifying...' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('goes back to sign in on request', async () => {
    const { onCancel, user } = step();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
