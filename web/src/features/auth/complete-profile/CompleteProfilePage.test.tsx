/** @vitest-environment happy-dom */
// The last sign-up step: the scholar's details, each required field named in its own message, sent with
// the verified e-mail; then the sign-in page says the account is ready (docs/behaviour.md §4 and 5).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompleteProfileDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { LoginPage } from '../login/LoginPage';
import { CompleteProfilePage } from './CompleteProfilePage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const email = 'amina@students.example';

const details = {
  name: 'Amina Juma',
  mobilePhone: '+255 712 345 678',
  universityName: 'University of Dar es Salaam',
  universityRegistrationID: '2024-04-01234',
  enrolledYear: '2024',
  programName: 'BSc Computer Science',
  accountNumber: '0150123456789',
};
const input = { ...details, sex: 'FEMALE', email, language: 'en' };

const completed = (sent: object = input): MockedOperation => ({
  request: { query: CompleteProfileDocument, variables: { input: sent } },
  result: { data: { __typename: 'Mutation', completeProfile: { __typename: 'ActionResult', ok: true, message: 'Profile completed' } } },
  delay: 0,
});

function tripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { request: { query: CompleteProfileDocument, variables: asked }, result: { data: {} } };
  return { asked, mock };
}

const labels: Record<keyof typeof details, string> = {
  name: 'Full name',
  mobilePhone: 'Mobile phone',
  universityName: 'University',
  universityRegistrationID: 'Registration number',
  enrolledYear: 'Year of enrolment',
  programName: 'Programme',
  accountNumber: 'Bank account number',
};

function renderPage(
  mocks: readonly MockedOperation[],
  verifiedEmail: string | null = email,
  path = '/complete-profile',
  locale: 'en' | 'sw' = 'en',
) {
  if (verifiedEmail) sessionStorage.setItem('verifiedEmail', verifiedEmail);
  return renderWithApollo(
    <Routes>
      <Route path="/complete-profile" element={<CompleteProfilePage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/from-set-password" element={<Navigate to="/complete-profile" state={{ email: 'amina.j@students.example' }} />} />
    </Routes>,
    { mocks, path, i18n: { locale } },
  );
}

type User = ReturnType<typeof renderPage>['user'];

/** Fills in every field (pasted, as a person might from their papers), with some replaced. */
async function fillIn(user: User, changes: Partial<typeof details> = {}, sex = 'Female') {
  const values = { ...details, ...changes };
  for (const [field, label] of Object.entries(labels) as Array<[keyof typeof details, string]>) {
    if (!values[field]) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(values[field]);
  }
  if (sex) await user.selectOptions(screen.getByLabelText('Sex'), sex);
}

const save = (user: User) => user.click(screen.getByRole('button', { name: 'Complete profile' }));
const alerts = async () => (await screen.findAllByRole('alert')).map((alert) => alert.textContent);

describe('CompleteProfilePage', () => {
  it('names the verified e-mail it completes', () => {
    renderPage([]);
    expect(screen.getByText(email).closest('div')?.textContent).toBe(`Last step for ${email}: tell us about yourself and your studies.`);
  });

  it('names every required field when sent empty, and sends nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await save(user);
    expect(await alerts()).toEqual([
      'Full name is required',
      'Sex is required',
      'Mobile phone is required',
      'University is required',
      'Registration number is required',
      'Year of enrolment is required',
      'Programme is required',
      'Bank account number is required',
    ]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('counts a field of spaces as empty, and sends nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await fillIn(user, { name: '   ' });
    await save(user);
    expect(await alerts()).toEqual(['Full name is required']);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses a phone number and a year that are not one, and sends nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock]);
    await fillIn(user, { mobilePhone: 'call me', enrolledYear: '24' });
    await save(user);
    expect(await alerts()).toEqual(['Enter a valid phone number', 'Enter a year such as 2024']);
    expect(asked).not.toHaveBeenCalled();
  });

  it('says the e-mail is missing when the tab holds none, and sends nothing', async () => {
    const { asked, mock } = tripwire();
    const { user } = renderPage([mock], null);
    await fillIn(user);
    await save(user);
    expect(await alerts()).toEqual(['Email is required but missing']);
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the details, trimmed, with the verified e-mail, then the sign-in page says the account is ready', async () => {
    const { user } = renderPage([completed()]);
    await fillIn(user, { name: '  Amina Juma ', programName: 'BSc Computer Science  ' });
    await save(user);
    expect((await screen.findByRole('status')).textContent).toBe('Your account is ready. Sign in with your e-mail and new password.');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(sessionStorage.getItem('verifiedEmail')).toBeNull();
  });

  it('opens the sign-in form with the new account’s e-mail as it was typed, the password next', async () => {
    const typed = 'Amina.Juma@Students.Example';
    const { user } = renderPage([completed({ ...input, email: typed })], typed);
    await fillIn(user);
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', typed);
    // The form moves focus there as it opens (react-hook-form's setFocus, a task later).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('completes the e-mail the set-password step handed on', async () => {
    const { user } = renderPage([completed({ ...input, email: 'amina.j@students.example' })], email, '/from-set-password');
    await fillIn(user);
    await save(user);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('says it is saving, and cannot be sent twice, while the gateway works', async () => {
    const { user } = renderPage([{ ...completed(), delay: Infinity }]);
    await fillIn(user);
    await save(user);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
  });

  it('shows the gateway’s message when the profile is refused, stays and keeps the verified e-mail', async () => {
    const refused: MockedOperation = {
      request: { query: CompleteProfileDocument, variables: { input } },
      result: { errors: [{ message: 'This registration number is already in use', extensions: { code: 'BAD_USER_INPUT' } }] },
      delay: 0,
    };
    const { user } = renderPage([refused]);
    await fillIn(user);
    await save(user);
    expect(await alerts()).toEqual(['This registration number is already in use']);
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(sessionStorage.getItem('verifiedEmail')).toBe(email);
  });

  it('says the complete-profile default when the failure carries no message', async () => {
    const failed: MockedOperation = {
      request: { query: CompleteProfileDocument, variables: { input } },
      error: new Error('Response not successful: Received status code 502'),
      delay: 0,
    };
    const { user } = renderPage([failed]);
    await fillIn(user);
    await save(user);
    expect(await alerts()).toEqual(['An error occurred completing your profile']);
  });
});

describe('CompleteProfilePage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const swahiliLabels: Record<keyof typeof details, string> = {
    name: 'Jina kamili',
    mobilePhone: 'Simu ya mkononi',
    universityName: 'Chuo kikuu',
    universityRegistrationID: 'Namba ya usajili',
    enrolledYear: 'Mwaka wa kujiunga',
    programName: 'Programu ya masomo',
    accountNumber: 'Namba ya akaunti ya benki',
  };

  it('asks in Kiswahili, sends Kiswahili as the account’s language, and the sign-in page says so in Kiswahili', async () => {
    const { user } = renderPage([completed({ ...input, language: 'sw' })], email, '/complete-profile', 'sw');
    expect(screen.getByRole('heading', { name: 'Kamilisha wasifu wako' })).toBeTruthy();
    for (const [field, label] of Object.entries(swahiliLabels) as Array<[keyof typeof details, string]>) {
      await user.click(screen.getByLabelText(label));
      await user.paste(details[field]);
    }
    await user.selectOptions(screen.getByLabelText('Jinsia'), 'Mwanamke');
    await user.click(screen.getByRole('button', { name: 'Kamilisha wasifu' }));
    expect((await screen.findByRole('status')).textContent).toBe('Akaunti yako iko tayari. Ingia kwa barua pepe yako na nenosiri jipya.');
    expect(screen.getByRole('heading', { name: 'Ingia' })).toBeTruthy();
  });
});
