/** @vitest-environment happy-dom */
// The first sign-up step: an invited e-mail address, checked before the gateway is asked to mail a code,
// then on to the verification page with that address (docs/behaviour.md §4: the sign-up flow).
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StartSignupDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SignupPage } from './SignupPage';

afterEach(cleanup);

const email = 'amina+2024@students.example';

const codeSent: MockedOperation = {
  request: { query: StartSignupDocument, variables: { email } },
  result: { data: { __typename: 'Mutation', startSignup: { __typename: 'ActionResult', ok: true, message: 'Verification code sent' } } },
  delay: 0,
};

function tripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { request: { query: StartSignupDocument, variables: asked }, result: { data: {} } };
  return { asked, mock };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

function renderSignup(mocks: readonly MockedOperation[], locale: 'en' | 'sw' = 'en') {
  return renderWithApollo(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/verify-email" element={<Where />} />
    </Routes>,
    { mocks, path: '/signup', i18n: { locale } },
  );
}

async function send(user: ReturnType<typeof renderSignup>['user'], typed: string) {
  if (typed) await user.type(screen.getByLabelText('Email'), typed);
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
}

describe('SignupPage', () => {
  it.each([
    ['', 'Email is required'],
    ['amina@', 'Invalid email format'],
    ['amina juma@students.example', 'Invalid email format'],
  ])('refuses %j with “%s”, and asks for no code', async (typed, message) => {
    const { asked, mock } = tripwire();
    const { user } = renderSignup([mock]);
    await send(user, typed);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the gateway to mail a code to the typed address, then opens its verification page', async () => {
    const { user } = renderSignup([codeSent]);
    await send(user, email);
    expect((await screen.findByText(/^Now at/)).textContent).toBe('Now at /verify-email?email=amina%2B2024%40students.example');
  });

  it('says it is sending, and cannot be sent twice, while the gateway works', async () => {
    const { user } = renderSignup([{ ...codeSent, delay: Infinity }]);
    await send(user, email);
    expect(await screen.findByRole('button', { name: 'Sending code...' })).toHaveProperty('disabled', true);
  });

  it('shows the gateway’s message for an address that was not invited, and stays on the page', async () => {
    const refused: MockedOperation = {
      request: { query: StartSignupDocument, variables: { email } },
      result: {
        errors: [
          {
            message: 'This e-mail has not been invited to the programme. Please contact the foundation.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      },
      delay: 0,
    };
    const { user } = renderSignup([refused]);
    await send(user, email);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This e-mail has not been invited to the programme. Please contact the foundation.',
    );
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('says the sign-up default when the failure carries no message', async () => {
    const failed: MockedOperation = {
      request: { query: StartSignupDocument, variables: { email } },
      error: new Error('Response not successful: Received status code 502'),
      delay: 0,
    };
    const { user } = renderSignup([failed]);
    await send(user, email);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during sign up');
  });
});

describe('SignupPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('asks for the invited e-mail in Kiswahili and sends the code', async () => {
    const { user } = renderSignup([codeSent], 'sw');
    expect(screen.getByRole('heading', { name: 'Fungua akaunti yako' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ingia' }).getAttribute('href')).toBe('/login');
    await user.type(screen.getByLabelText('Barua pepe'), email);
    await user.click(screen.getByRole('button', { name: 'Tuma msimbo wa uthibitisho' }));
    expect(await screen.findByText(`Now at /verify-email?email=${encodeURIComponent(email)}`)).toBeTruthy();
  });
});
