/** @vitest-environment happy-dom */
// Forgot password, step by step as a person goes through it: the e-mail, the e-mailed code, the new
// password (docs/behaviour.md §5: reset password; docs/behaviour.md §8: the reset messages come from the gateway).
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestPasswordResetDocument, ResetPasswordDocument, VerifyEmailDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { ForgotPassword } from './ForgotPassword';
import { LoginPage } from './LoginPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const email = 'amina@students.example';
const code = '482913';
const newPassword = 'Fresh#2025';

const actionResult = (field: string, message: string) => ({
  data: { __typename: 'Mutation', [field]: { __typename: 'ActionResult', ok: true, message } },
});
const refusal = (message: string, code = 'BAD_USER_INPUT') => ({ errors: [{ message, extensions: { code } }] });

const codeSent: MockedOperation = {
  request: { query: RequestPasswordResetDocument, variables: { email } },
  result: actionResult('requestPasswordReset', 'If the address is registered, a code is on its way.'),
  delay: 0,
};
const codeVerified: MockedOperation = {
  request: { query: VerifyEmailDocument, variables: { email, code } },
  result: actionResult('verifyEmail', 'Email verified'),
  delay: 0,
};
const passwordReset: MockedOperation = {
  request: { query: ResetPasswordDocument, variables: { email, newPassword } },
  result: actionResult('resetPassword', 'Password reset'),
  delay: 0,
};

/** Answers any request of `query` and records that one was asked: for the forms that must not ask. */
function tripwire(query: MockedOperation['request']['query']) {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { request: { query, variables: asked }, result: { data: {} } };
  return { asked, mock };
}

function renderForgot(mocks: readonly MockedOperation[]) {
  const onCancel = vi.fn();
  const onDone = vi.fn();
  const rendered = renderWithApollo(<ForgotPassword onCancel={onCancel} onDone={onDone} />, { mocks });
  return { ...rendered, onCancel, onDone };
}

type User = ReturnType<typeof renderForgot>['user'];

async function sendEmail(user: User, typed = email) {
  if (typed) await user.type(screen.getByLabelText('Email'), typed);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function reachCodeStep(user: User) {
  await sendEmail(user);
  await screen.findByRole('heading', { name: 'Check your e-mail' });
}

async function reachPasswordStep(user: User) {
  await reachCodeStep(user);
  await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await screen.findByRole('heading', { name: 'Choose a new password' });
}

async function choosePassword(user: User, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotPassword: the e-mail step', () => {
  it('asks for the address when sent empty, and sends nothing', async () => {
    const { asked, mock } = tripwire(RequestPasswordResetDocument);
    const { user } = renderForgot([mock]);
    await sendEmail(user, '');
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required');
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one, and sends nothing', async () => {
    const { asked, mock } = tripwire(RequestPasswordResetDocument);
    const { user } = renderForgot([mock]);
    await sendEmail(user, 'amina.students.example');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email format');
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks for a code for the typed address, then asks for the code sent to it', async () => {
    const { user } = renderForgot([codeSent]);
    await reachCodeStep(user);
    expect(screen.getByText(email).closest('div')?.textContent).toBe(`Enter the 6-digit code we sent to ${email}.`);
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
  });

  it('shows the gateway’s message when no code can be sent, and stays on the step', async () => {
    const refused: MockedOperation = {
      request: { query: RequestPasswordResetDocument, variables: { email } },
      result: refusal('Too many attempts. Please try again later', 'RATE_LIMITED'),
      delay: 0,
    };
    const { user } = renderForgot([refused]);
    await sendEmail(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('says the reset default when the failure carries no message', async () => {
    const failed: MockedOperation = {
      request: { query: RequestPasswordResetDocument, variables: { email } },
      error: new Error('Response not successful: Received status code 502'),
      delay: 0,
    };
    const { user } = renderForgot([failed]);
    await sendEmail(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset password');
  });

  it('goes back to sign in on request', async () => {
    const { user, onCancel } = renderForgot([]);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('ForgotPassword: the code step', () => {
  it('refuses a code that is not six digits, and checks nothing', async () => {
    const { asked, mock } = tripwire(VerifyEmailDocument);
    const { user } = renderForgot([codeSent, mock]);
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Verification code'), '4829');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your e-mail');
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows the gateway’s message for a wrong code and stays on the step', async () => {
    const wrong: MockedOperation = {
      request: { query: VerifyEmailDocument, variables: { email, code } },
      result: refusal('Invalid verification code. Please check and try again.'),
      delay: 0,
    };
    const { user } = renderForgot([codeSent, wrong]);
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please check and try again.');
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
  });

  it('moves on to the new password once the code is right, naming the confirmed address', async () => {
    const { user } = renderForgot([codeSent, codeVerified]);
    await reachPasswordStep(user);
    expect(screen.getByText(email).closest('div')?.textContent).toBe(`Your e-mail ${email} is confirmed.`);
  });
});

describe('ForgotPassword: the new password step', () => {
  it('asks for the password when sent empty, and resets nothing', async () => {
    const { asked, mock } = tripwire(ResetPasswordDocument);
    const { user } = renderForgot([codeSent, codeVerified, mock]);
    await reachPasswordStep(user);
    await choosePassword(user, '', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Password is required');
    expect(asked).not.toHaveBeenCalled();
  });

  it('names the rule a weak password breaks and a confirmation that differs, and resets nothing', async () => {
    const { asked, mock } = tripwire(ResetPasswordDocument);
    const { user } = renderForgot([codeSent, codeVerified, mock]);
    await reachPasswordStep(user);
    await choosePassword(user, 'fresh#2025', 'Fresh#2025');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Password must contain at least one uppercase letter',
      'Passwords do not match',
    ]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('sets the new password for the confirmed address and says so to the sign-in page', async () => {
    const { user, onDone } = renderForgot([codeSent, codeVerified, passwordReset]);
    await reachPasswordStep(user);
    await choosePassword(user, newPassword, newPassword);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledExactlyOnceWith('Your password has been reset. Sign in with your new password.'));
  });

  it('shows the gateway’s message when the reset is refused, and stays on the step', async () => {
    const refused: MockedOperation = {
      request: { query: ResetPasswordDocument, variables: { email, newPassword } },
      result: refusal('Insufficient permissions', 'FORBIDDEN'),
      delay: 0,
    };
    const { user, onDone } = renderForgot([codeSent, codeVerified, refused]);
    await reachPasswordStep(user);
    await choosePassword(user, newPassword, newPassword);
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient permissions');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('ForgotPassword from the sign-in page', () => {
  it('opens from “Forgot password?” and ends on the sign-in form with the reset notice', async () => {
    const { user } = renderWithApollo(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { mocks: [codeSent, codeVerified, passwordReset], path: '/login' },
    );
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await reachPasswordStep(user);
    await choosePassword(user, newPassword, newPassword);
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been reset. Sign in with your new password.');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
