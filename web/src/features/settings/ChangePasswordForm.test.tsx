/** @vitest-environment happy-dom */
// The settings screen's Change Password form as a person uses it (docs/behaviour.md §5: its checks in the order the
// user meets them, the strength meter; docs/behaviour.md §8: the change-password failures).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { clearSession, saveSession } from '@/shared/session/session';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { english } from '@/shared/ui/shared-intl';
import { CHANGE_PASSWORD_MESSAGES } from './change-password-rules';
import { ChangePasswordForm } from './ChangePasswordForm';

const email = 'amina@students.example';
const currentPassword = 'Secret#2024';
const newPassword = 'Safer#2025x';

beforeEach(() => saveSession('token-17', { id: 'u-17', name: 'Amina Juma', email, role: 'STUDENT' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function changed(message: string): MockedOperation {
  return {
    request: { query: ChangePasswordDocument, variables: { input: { email, currentPassword, newPassword } } },
    result: { data: { __typename: 'Mutation', changePassword: { __typename: 'ActionResult', ok: true, message } } },
  };
}

/** Answers any change and records that one was asked: for the forms that must not ask at all. */
function changeTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = {
    request: { query: ChangePasswordDocument, variables: asked },
    result: { data: { __typename: 'Mutation', changePassword: { __typename: 'ActionResult', ok: true, message: 'Changed' } } },
  };
  return { asked, mock };
}

const submitButton = () => screen.getByRole('button', { name: 'Change Password' });

function renderForm(mocks: readonly MockedOperation[]) {
  const rendered = renderWithApollo(<ChangePasswordForm />, { mocks, path: '/settings' });
  async function fillIn(values: { current: string; next: string; confirm: string }) {
    await rendered.user.type(screen.getByLabelText('Current password'), values.current);
    await rendered.user.type(screen.getByLabelText('New password'), values.next);
    await rendered.user.type(screen.getByLabelText('Confirm new password'), values.confirm);
  }
  return { ...rendered, fillIn };
}

describe('ChangePasswordForm', () => {
  it('keeps Change Password disabled until all three fields are filled (docs/behaviour.md §5)', async () => {
    const { user } = renderForm([]);
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Current password'), currentPassword);
    await user.type(screen.getByLabelText('New password'), newPassword);
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm new password'), newPassword);
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('rates the new password as it is typed: 0-2 criteria Weak, 3 Medium, 4 Good, 5 Strong', async () => {
    const { user } = renderForm([]);
    const field = screen.getByLabelText('New password');
    const said = () => screen.getByText(/^Password strength: /).textContent;
    await user.type(field, 'abc');
    expect(said()).toBe('Password strength: Weak');
    await user.clear(field);
    await user.type(field, 'Abcdefgh');
    expect(said()).toBe('Password strength: Medium');
    await user.type(field, '1');
    expect(said()).toBe('Password strength: Good');
    await user.type(field, '!');
    expect(said()).toBe('Password strength: Strong');
  });

  it.each([
    ['the confirmation differs', { current: currentPassword, next: newPassword, confirm: 'Safer#2025y' }, 'New passwords do not match'],
    [
      'the new password is too simple',
      { current: currentPassword, next: 'safer2025', confirm: 'safer2025' },
      'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
    ],
    [
      'the new password is the current one',
      { current: currentPassword, next: currentPassword, confirm: currentPassword },
      'New password must be different from current password',
    ],
  ])('says so and sends nothing when %s', async (_case, values, message) => {
    const { asked, mock } = changeTripwire();
    const { user, fillIn } = renderForm([mock]);
    await fillIn(values);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(Object.values(CHANGE_PASSWORD_MESSAGES).map((words) => english.formatMessage(words))).toContain(message);
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the person to sign in again when no e-mail is stored, and sends nothing', async () => {
    clearSession();
    const { asked, mock } = changeTripwire();
    const { user, fillIn } = renderForm([mock]);
    await fillIn({ current: currentPassword, next: newPassword, confirm: newPassword });
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('User email not found. Please log in again.');
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the signed-in e-mail with both passwords, says what the gateway said and empties the form', async () => {
    const { user, fillIn } = renderForm([changed('Password changed successfully')]);
    await fillIn({ current: currentPassword, next: newPassword, confirm: newPassword });
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully');
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByLabelText(label)).toHaveProperty('value', '');
    }
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('confirms in its own words when the answer has no message', async () => {
    const { user, fillIn } = renderForm([changed('')]);
    await fillIn({ current: currentPassword, next: newPassword, confirm: newPassword });
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully.');
  });

  it('shows the gateway’s message when the change is refused, and keeps what was typed', async () => {
    const { user, fillIn } = renderForm([
      {
        request: { query: ChangePasswordDocument, variables: { input: { email, currentPassword, newPassword } } },
        result: { errors: [{ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT', httpStatus: 401 } }] },
      },
    ]);
    await fillIn({ current: currentPassword, next: newPassword, confirm: newPassword });
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', currentPassword);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says “Server error occurred” when the failure carries no message (docs/behaviour.md §8)', async () => {
    const { user, fillIn } = renderForm([
      {
        request: { query: ChangePasswordDocument, variables: { input: { email, currentPassword, newPassword } } },
        error: new Error('Response not successful: Received status code 502'),
      },
    ]);
    await fillIn({ current: currentPassword, next: newPassword, confirm: newPassword });
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Server error occurred');
  });
});

describe('ChangePasswordForm in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('asks, rates and refuses in Kiswahili', async () => {
    const { asked, mock } = changeTripwire();
    const { user } = renderWithApollo(<ChangePasswordForm />, { mocks: [mock], path: '/settings', i18n: { locale: 'sw' } });
    expect(screen.getByRole('heading', { name: 'Badilisha nenosiri' })).toBeTruthy();
    await user.type(screen.getByLabelText('Nenosiri la sasa'), currentPassword);
    await user.type(screen.getByLabelText('Nenosiri jipya'), newPassword);
    expect(screen.getByText('Uimara wa nenosiri: Imara')).toBeTruthy();
    await user.type(screen.getByLabelText('Thibitisha nenosiri jipya'), `${newPassword}?`);
    expect(screen.getAllByRole('button', { name: 'Onyesha nenosiri jipya' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Badilisha nenosiri' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Manenosiri mapya hayalingani');
    expect(asked).not.toHaveBeenCalled();
  });
});
