/** @vitest-environment happy-dom */
// The verification page: the code mailed to the address in its link, checked with the gateway; a right
// code keeps the verified e-mail for this tab and goes on to set a password (docs/behaviour.md §4); a new code on request.
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StartSignupDocument, VerifyEmailDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { VerifyEmailPage } from './VerifyEmailPage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const email = 'amina@students.example';
const code = '482913';
const link = `/verify-email?email=${encodeURIComponent(email)}`;

const actionResult = (field: string, message: string) => ({
  data: { __typename: 'Mutation', [field]: { __typename: 'ActionResult', ok: true, message } },
});
const refusal = (message: string, errorCode = 'BAD_USER_INPUT') => ({ errors: [{ message, extensions: { code: errorCode } }] });

const verified: MockedOperation = {
  request: { query: VerifyEmailDocument, variables: { email, code } },
  result: actionResult('verifyEmail', 'Email verified'),
  delay: 0,
};
const resent: MockedOperation = {
  request: { query: StartSignupDocument, variables: { email } },
  result: actionResult('startSignup', 'Verification code sent'),
  delay: 0,
};

function tripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { request: { query: VerifyEmailDocument, variables: asked }, result: { data: {} } };
  return { asked, mock };
}

function renderPage(mocks: readonly MockedOperation[], path = link) {
  return renderWithApollo(
    <Routes>
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/set-password" element={<p>Set password page</p>} />
      <Route path="/signup" element={<p>Sign-up page</p>} />
    </Routes>,
    { mocks, path },
  );
}

type User = ReturnType<typeof renderPage>['user'];

async function sendCode(user: User, typed: string) {
  if (typed) await user.type(screen.getByLabelText('Verification code'), typed);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('VerifyEmailPage', () => {
  it('sends a visitor without an address back to sign up', () => {
    renderPage([], '/verify-email');
    expect(screen.getByText('Sign-up page')).toBeTruthy();
  });

  it('names the address the code was sent to', () => {
    renderPage([]);
    expect(screen.getByText(email).closest('div')?.textContent).toBe(`We sent a 6-digit code to ${email}. It is valid for 15 minutes.`);
  });

  it.each(['', '4829', '48 913'])('refuses %j as a code, checks nothing and keeps no e-mail', async (typed) => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await sendCode(user, typed);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your e-mail');
    expect(asked).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('verifiedEmail')).toBeNull();
  });

  it('checks the code for the address of the link, keeps the verified e-mail and goes on to set a password', async () => {
    const { user } = renderPage([verified]);
    await sendCode(user, code);
    expect(await screen.findByText('Set password page')).toBeTruthy();
    expect(sessionStorage.getItem('verifiedEmail')).toBe(email);
  });

  it('checks the address without the spaces around it in the link', async () => {
    const { user } = renderPage([verified], `/verify-email?email=${encodeURIComponent(`  ${email} `)}`);
    await sendCode(user, code);
    expect(await screen.findByText('Set password page')).toBeTruthy();
    expect(sessionStorage.getItem('verifiedEmail')).toBe(email);
  });

  it('says it is verifying while the gateway checks', async () => {
    const { user } = renderPage([{ ...verified, delay: Infinity }]);
    await sendCode(user, code);
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
  });

  it('shows the gateway’s message for a wrong code, stays and keeps no e-mail', async () => {
    const wrong: MockedOperation = {
      request: { query: VerifyEmailDocument, variables: { email, code } },
      result: refusal('Invalid verification code. Please check and try again.'),
      delay: 0,
    };
    const { user } = renderPage([wrong]);
    await sendCode(user, code);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please check and try again.');
    expect(screen.getByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
    expect(sessionStorage.getItem('verifiedEmail')).toBeNull();
  });

  it('asks for a new code for the same address and says it is on its way, until a code is sent', async () => {
    const wrong: MockedOperation = {
      request: { query: VerifyEmailDocument, variables: { email, code } },
      result: refusal('Invalid verification code. Please check and try again.'),
      delay: 0,
    };
    const { user } = renderPage([resent, wrong]);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('status')).textContent).toBe(`A new code is on its way to ${email}.`);
    await sendCode(user, code);
    await screen.findByRole('alert');
    expect(screen.queryByText(`A new code is on its way to ${email}.`)).toBeNull();
  });

  it('shows the gateway’s message when no new code can be sent', async () => {
    const refused: MockedOperation = {
      request: { query: StartSignupDocument, variables: { email } },
      result: refusal('Too many attempts. Please try again later', 'RATE_LIMITED'),
      delay: 0,
    };
    const { user } = renderPage([refused]);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again later');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says it is sending while a new code is asked for', async () => {
    const { user } = renderPage([{ ...resent, delay: Infinity }]);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
  });
});
