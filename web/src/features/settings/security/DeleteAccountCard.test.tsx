/** @vitest-environment happy-dom */
// Deleting the account as a person does it: the password (and perhaps a reason), a question to confirm,
// then the answer. A deleted account is signed out here too and lands on the sign-in page with the notice.
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ADMINISTRATOR_DELETION } from '@nuru/rules/settings';
import { DeleteAccountDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { getStoredUser, getToken, saveSession } from '@/shared/session/session';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { DeleteAccountCard } from './DeleteAccountCard';

const password = 'Secret#2024';

beforeEach(() => saveSession('token-17', { id: 'u-17', name: 'Amina Juma', email: 'amina@students.example', role: 'STUDENT' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function SignInPage() {
  const { state } = useLocation() as { state: { notice?: string } | null };
  return <p>Sign-in page: {state?.notice}</p>;
}

function deleted(reason: string, message = 'Your account has been deleted'): MockedOperation {
  return {
    request: { query: DeleteAccountDocument, variables: { password, reason } },
    result: { data: { __typename: 'Mutation', deleteAccount: { __typename: 'ActionResult', ok: true, message } } },
  };
}

/** Answers any deletion and records that one was asked: for the paths that must not ask at all. */
function deleteTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { ...deleted(''), request: { query: DeleteAccountDocument, variables: asked } };
  return { asked, mock };
}

function renderCard(mocks: readonly MockedOperation[]) {
  return renderWithApollo(
    <Routes>
      <Route path="/settings/security" element={<DeleteAccountCard />} />
      <Route path="/login" element={<SignInPage />} />
    </Routes>,
    { mocks, path: '/settings/security' },
  );
}

type User = ReturnType<typeof renderCard>['user'];

const deleteButton = () => screen.getByRole('button', { name: 'Delete account' });

async function askToDelete(user: User, reason = '') {
  await user.type(screen.getByLabelText('Password to confirm'), password);
  if (reason) await user.type(screen.getByLabelText('Why are you leaving? (optional)'), reason);
  await user.click(deleteButton());
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe('DeleteAccountCard', () => {
  it('keeps Delete account disabled until the password is typed', async () => {
    const { user } = renderCard([]);
    expect(deleteButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password to confirm'), password);
    expect(deleteButton()).toHaveProperty('disabled', false);
  });

  it('asks before deleting, and Cancel deletes nothing', async () => {
    const { asked, mock } = deleteTripwire();
    const { user } = renderCard([mock]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const dialog = await askToDelete(user);
    expect(dialog.textContent).toContain('This cannot be undone from the portal. Every device will be signed out.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    expect(getToken()).toBe('token-17');
  });

  it('sends the password and the reason, signs out here and opens the sign-in page with the gateway’s notice', async () => {
    const { user } = renderCard([deleted('Graduated')]);
    const dialog = await askToDelete(user, 'Graduated');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByText(/^Sign-in page:/)).textContent).toBe('Sign-in page: Your account has been deleted');
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('sends an empty reason when none is given', async () => {
    const { user } = renderCard([deleted('')]);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByText(/^Sign-in page:/)).textContent).toBe('Sign-in page: Your account has been deleted');
  });

  it('shows the gateway’s message when the deletion is refused, closes the question and keeps the session', async () => {
    const { user } = renderCard([
      {
        request: { query: DeleteAccountDocument, variables: { password, reason: '' } },
        result: { errors: [{ message: 'Password is incorrect', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/^Sign-in page:/)).toBeNull();
    expect(getToken()).toBe('token-17');
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    const { user } = renderCard([
      { request: { query: DeleteAccountDocument, variables: { password, reason: '' } }, error: new Error('Received status code 502') },
    ]);
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SETTINGS_FAILED);
  });

  it('tells the last active administrator why their account stays, in their language, and keeps the session', async () => {
    await loadCatalogue('sw');
    const { user } = renderWithApollo(<DeleteAccountCard />, {
      mocks: [
        {
          request: { query: DeleteAccountDocument, variables: { password, reason: '' } },
          result: { errors: [{ message: LAST_ADMINISTRATOR_DELETION, extensions: { code: 'CONFLICT' } }] },
        },
      ],
      i18n: { locale: 'sw' },
    });
    await user.type(screen.getByLabelText('Nenosiri la kuthibitisha'), password);
    await user.click(screen.getByRole('button', { name: 'Futa akaunti' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ufute akaunti yako?' });
    await user.click(within(dialog).getByRole('button', { name: 'Futa akaunti yangu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wewe ndiye msimamizi pekee aliye hai: msimamizi mwingine lazima awe hai kabla hujaweza kufuta akaunti yako',
    );
    expect(getToken()).toBe('token-17');
  });
});
