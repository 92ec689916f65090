/** @vitest-environment happy-dom */
// The sign-in form as a person uses it: what it refuses before asking the gateway, what it sends, and
// where an answer takes them (docs/behaviour.md §4: login stores the user and token; docs/behaviour.md §8: the login messages).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { LoginPage } from './LoginPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const email = 'amina@students.example';
const password = 'Secret#2024';
const student = { __typename: 'SessionUser', id: 'u-17', name: 'Amina Juma', email, role: 'STUDENT' };

const signedIn = (user: object = student): MockedOperation => ({
  request: { query: LoginDocument, variables: { email, password } },
  result: { data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: 'token-17', user } } },
  delay: 0,
});

/** Answers any login, and records that one was asked: for the forms that must not ask at all. */
function loginTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = {
    request: { query: LoginDocument, variables: asked },
    result: { data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: 'token-17', user: student } } },
  };
  return { asked, mock };
}

function renderLogin(mocks: readonly MockedOperation[], path = '/login', locale: 'en' | 'sw' = 'en') {
  return renderWithApollo(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/home" element={<p>Student dashboard</p>} />
      <Route path="/admin" element={<p>Admin dashboard</p>} />
      <Route path="/results" element={<p>Results page</p>} />
      <Route path="/back-to-results" element={<Navigate to="/login" state={{ from: '/results' }} />} />
    </Routes>,
    { mocks, path, i18n: { locale } },
  );
}

async function fillIn(user: ReturnType<typeof renderLogin>['user'], values: { email?: string; password?: string }) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage: the sign-in form', () => {
  it('asks for both fields when sent empty, and asks the gateway nothing', async () => {
    const { asked, mock } = loginTripwire();
    const { user } = renderLogin([mock]);
    await fillIn(user, {});
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // The cursor goes where the mending starts.
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(asked).not.toHaveBeenCalled();
  });

  it('puts the cursor in the password when it is all that is missing', async () => {
    const { asked, mock } = loginTripwire();
    const { user } = renderLogin([mock]);
    await fillIn(user, { email });
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one, and asks the gateway nothing', async () => {
    const { asked, mock } = loginTripwire();
    const { user } = renderLogin([mock]);
    await fillIn(user, { email: 'amina@students', password });
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('signs a student in with the typed e-mail and password, keeps the session and opens the dashboard', async () => {
    const { user } = renderLogin([signedIn()]);
    await fillIn(user, { email, password });
    expect(await screen.findByText('Student dashboard')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('token-17');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ id: 'u-17', name: 'Amina Juma', email, role: 'STUDENT' });
  });

  it('opens the admin area for an administrator', async () => {
    const { user } = renderLogin([signedIn({ ...student, role: 'ADMIN' })]);
    await fillIn(user, { email, password });
    expect(await screen.findByText('Admin dashboard')).toBeTruthy();
  });

  it('goes back to the page that sent the person to sign in', async () => {
    const { user } = renderLogin([signedIn()], '/back-to-results');
    await fillIn(user, { email, password });
    expect(await screen.findByText('Results page')).toBeTruthy();
  });

  it('shows the gateway’s message when the sign-in is refused, and stays on the form with nothing stored', async () => {
    const refused: MockedOperation = {
      request: { query: LoginDocument, variables: { email, password } },
      result: { errors: [{ message: 'Invalid email or password', extensions: { code: 'BAD_USER_INPUT' } }] },
      delay: 0,
    };
    const { user } = renderLogin([refused]);
    await fillIn(user, { email, password });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('says the default login message when the failure carries none', async () => {
    const failed: MockedOperation = {
      request: { query: LoginDocument, variables: { email, password } },
      error: new Error('Response not successful: Received status code 502'),
      delay: 0,
    };
    const { user } = renderLogin([failed]);
    await fillIn(user, { email, password });
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login');
  });

  it('shows the note another page sent along, and drops it once the person signs in again', async () => {
    const refused: MockedOperation = {
      request: { query: LoginDocument, variables: { email, password } },
      result: { errors: [{ message: 'Invalid email or password', extensions: { code: 'BAD_USER_INPUT' } }] },
      delay: 0,
    };
    const { user } = renderWithApollo(
      <Routes>
        <Route path="/" element={<Navigate to="/login" state={{ notice: 'Your account is ready.' }} />} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>,
      { mocks: [refused] },
    );
    expect((await screen.findByRole('status')).textContent).toBe('Your account is ready.');
    await fillIn(user, { email, password });
    await screen.findByRole('alert');
    expect(screen.queryByText('Your account is ready.')).toBeNull();
  });
});

describe('LoginPage: the tab title', () => {
  it('names the tab after the step the visitor is on', async () => {
    const { user } = renderLogin([]);
    expect(document.title).toBe('Sign in · Nuru Yangu');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    // The forgot-password step comes on demand, so the title follows once it has arrived.
    await waitFor(() => expect(document.title).toBe('Reset your password · Nuru Yangu'));
  });
});

describe('LoginPage: the two-factor step', () => {
  const challenge: MockedOperation = {
    request: { query: LoginDocument, variables: { email, password } },
    result: {
      data: {
        __typename: 'Mutation',
        login: { __typename: 'TwoFactorChallenge', message: 'Enter the 6-digit code from your authenticator app.' },
      },
    },
    delay: 0,
  };
  const withCode = (code: string, result: MockedOperation['result']): MockedOperation => ({
    request: { query: LoginDocument, variables: { email, password, code } },
    result,
    delay: 0,
  });

  async function reachTwoFactor(mocks: readonly MockedOperation[]) {
    const rendered = renderLogin([challenge, ...mocks]);
    await fillIn(rendered.user, { email, password });
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    return rendered;
  }

  it('asks for the code with the gateway’s words after a right password', async () => {
    await reachTwoFactor([]);
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('refuses an empty or malformed code and asks the gateway nothing more', async () => {
    const { asked, mock } = loginTripwire();
    const { user } = await reachTwoFactor([mock]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '12a45');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('signs in again with the same e-mail and password plus the code without its space', async () => {
    const answer = { data: { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: 'token-17', user: student } } };
    const { user } = await reachTwoFactor([withCode('123456', answer)]);
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Student dashboard')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('token-17');
  });

  it('shows the gateway’s message for a wrong code and stays on the step', async () => {
    const wrong = { errors: [{ message: 'Invalid two-factor code', extensions: { code: 'BAD_USER_INPUT' } }] };
    const { user } = await reachTwoFactor([withCode('654321', wrong)]);
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid two-factor code');
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
  });

  it('goes back to the sign-in form without the step’s failure', async () => {
    const wrong = { errors: [{ message: 'Invalid two-factor code', extensions: { code: 'BAD_USER_INPUT' } }] };
    const { user } = await reachTwoFactor([withCode('654321', wrong)]);
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('LoginPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('asks in Kiswahili, refuses empty fields in Kiswahili, and signs in', async () => {
    const { user } = renderLogin([signedIn()], '/login', 'sw');
    expect(screen.getByRole('heading', { name: 'Ingia' })).toBeTruthy();
    expect(document.title).toBe('Ingia · Nuru Yangu');
    expect(screen.getByRole('link', { name: 'Fungua akaunti yako' }).getAttribute('href')).toBe('/signup');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Nenosiri linahitajika')).toBeTruthy();
    await user.type(screen.getByLabelText('Barua pepe'), email);
    await user.type(screen.getByLabelText('Nenosiri'), password);
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Student dashboard')).toBeTruthy();
  });
});
