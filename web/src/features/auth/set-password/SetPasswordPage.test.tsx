/** @vitest-environment happy-dom */
// Set password (docs/behaviour.md §2 and 5): the password rules word for word, the verified e-mail the password is set
// for, and on to complete the profile with that e-mail.
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SetPasswordDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SetPasswordPage } from './SetPasswordPage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const email = 'amina@students.example';
const password = 'Secret#2024';

const passwordSet: MockedOperation = {
  request: { query: SetPasswordDocument, variables: { email, password } },
  result: {
    data: {
      __typename: 'Mutation',
      setPassword: { __typename: 'SetPasswordResult', ok: true, message: 'Password set', next: 'COMPLETE_PROFILE' },
    },
  },
  delay: 0,
};

function tripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { request: { query: SetPasswordDocument, variables: asked }, result: { data: {} } };
  return { asked, mock };
}

function ProfileStep() {
  const state = useLocation().state as { email?: string } | null;
  return <p>Complete profile for {state?.email ?? 'nobody'}</p>;
}

function SignInStep() {
  const state = useLocation().state as { notice?: string; email?: string } | null;
  return (
    <p>
      Sign in as {state?.email ?? 'nobody'}: {state?.notice ?? 'no notice'}
    </p>
  );
}

function renderPage(mocks: readonly MockedOperation[], verifiedEmail: string | null = email) {
  if (verifiedEmail) sessionStorage.setItem('verifiedEmail', verifiedEmail);
  return renderWithApollo(
    <Routes>
      <Route path="/set-password" element={<SetPasswordPage />} />
      <Route path="/complete-profile" element={<ProfileStep />} />
      <Route path="/login" element={<SignInStep />} />
    </Routes>,
    { mocks, path: '/set-password' },
  );
}

async function submit(user: ReturnType<typeof renderPage>['user'], typed: string, confirmation: string) {
  if (typed) await user.type(screen.getByLabelText('Password'), typed);
  if (confirmation) await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);

describe('SetPasswordPage', () => {
  it("sends an invited administrator, whose account is ready, to sign in with the gateway's words", async () => {
    const ready = 'Password set successfully. Your administrator account is ready: you can now sign in.';
    const { user } = renderPage([
      {
        request: { query: SetPasswordDocument, variables: { email, password } },
        result: {
          data: { __typename: 'Mutation', setPassword: { __typename: 'SetPasswordResult', ok: true, message: ready, next: 'SIGN_IN' } },
        },
      },
    ]);
    await submit(user, password, password);
    expect(await screen.findByText(`Sign in as ${email}: ${ready}`)).toBeTruthy();
  });

  it('notes the verified e-mail the password is for, and links back to sign up', () => {
    renderPage([]);
    expect(screen.getByRole('status').textContent).toBe(`Your e-mail ${email} is verified.`);
    expect(screen.getByRole('link', { name: 'Back to Sign Up' }).getAttribute('href')).toBe('/signup');
  });

  it('asks for the password when sent empty, and sets nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await submit(user, '', '');
    expect(await alerts()).toEqual(['Password is required']);
    expect(asked).not.toHaveBeenCalled();
  });

  it.each([
    ['Sec#24', 'Password must be at least 8 characters long'],
    ['secret#2024', 'Password must contain at least one uppercase letter'],
    ['SECRET#2024', 'Password must contain at least one lowercase letter'],
    ['Secret#word', 'Password must contain at least one number'],
    ['Secret2024', 'Password must contain at least one special character'],
  ])('refuses %j with “%s”, and sets nothing', async (typed, message) => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await submit(user, typed, typed);
    expect(await alerts()).toEqual([message]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('says when the two passwords differ, and sets nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await submit(user, password, 'Secret#2025');
    expect(await alerts()).toEqual(['Passwords do not match']);
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks to go back to the first step when the tab no longer holds the verified e-mail, and sets nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    sessionStorage.clear();
    await submit(user, password, password);
    expect(await alerts()).toEqual(['Email is required. Please go back to the first step.']);
    expect(asked).not.toHaveBeenCalled();
  });

  it('sets the password for the verified e-mail and goes on to complete the profile with it', async () => {
    const { user } = renderPage([passwordSet]);
    await submit(user, password, password);
    expect(await screen.findByText(`Complete profile for ${email}`)).toBeTruthy();
  });

  it('says it is setting the password, and cannot be sent twice, while the gateway works', async () => {
    const { user } = renderPage([{ ...passwordSet, delay: Infinity }]);
    await submit(user, password, password);
    expect(await screen.findByRole('button', { name: 'Setting Password...' })).toHaveProperty('disabled', true);
  });

  it('shows the gateway’s message when the password is refused, and stays', async () => {
    const refused: MockedOperation = {
      request: { query: SetPasswordDocument, variables: { email, password } },
      result: { errors: [{ message: 'Please verify your e-mail first', extensions: { code: 'BAD_USER_INPUT' } }] },
      delay: 0,
    };
    const { user } = renderPage([refused]);
    await submit(user, password, password);
    expect((await screen.findByRole('alert')).textContent).toBe('Please verify your e-mail first');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeTruthy();
  });

  it('says the set-password default when the failure carries no message', async () => {
    const failed: MockedOperation = {
      request: { query: SetPasswordDocument, variables: { email, password } },
      error: new Error('Response not successful: Received status code 502'),
      delay: 0,
    };
    const { user } = renderPage([failed]);
    await submit(user, password, password);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred setting your password');
  });
});
