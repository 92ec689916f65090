/** @vitest-environment happy-dom */
// The toast region: one polite live region, one message at a time, dismissible.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './Toast';

afterEach(cleanup);

function Saver({ label, message }: { label: string; message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(message)}>
      {label}
    </button>
  );
}

function renderScreen() {
  const user = userEvent.setup();
  const rendered = render(
    <ToastProvider>
      <Saver label="Save profile" message="Profile updated successfully." />
      <Saver label="Change password" message="Password changed successfully." />
    </ToastProvider>,
  );
  return { ...rendered, user };
}

describe('ToastProvider', () => {
  it('has its polite live region in place before any message, so the first one is read out', () => {
    const { container } = renderScreen();
    expect(container.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a message as a status, and a new message replaces it instead of stacking', async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('status').textContent).toBe('Profile updated successfully.');

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Password changed successfully.']);
  });

  it('is dismissed with its button', async () => {
    const { user } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses to be used outside a provider rather than dropping the message', () => {
    expect(() => render(<Saver label="Save" message="Saved" />)).toThrow('useToast needs a ToastProvider around it');
  });
});
