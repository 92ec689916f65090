/** @vitest-environment happy-dom */
// Changing the sign-in e-mail as a scholar does it: the password and the new address, then the code
// e-mailed there. What each step refuses before asking the gateway, what it sends, and what the answers
// change on screen and in the cache.
import { CODE_FORMAT_MESSAGE, INVALID_EMAIL_MESSAGE } from '@nuru/rules/auth';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailChangeDocument, RequestEmailChangeDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { ProfileDetails_ProfileFragment } from './ProfileDetails';
import { ChangeEmailCard } from './ChangeEmailCard';

afterEach(cleanup);

const currentEmail = 'amina@students.example';
const newEmail = 'amina.juma@udsm.example';
const password = 'Secret#2024';
const codeSent = `A 6-digit code has been sent to ${newEmail}. Enter it to confirm the change.`;

function codeRequested(variables = { password, newEmail }): MockedOperation {
  return {
    request: { query: RequestEmailChangeDocument, variables },
    result: { data: { __typename: 'Mutation', requestEmailChange: { __typename: 'ActionResult', ok: true, message: codeSent } } },
  };
}

function confirmed(code: string): MockedOperation {
  return {
    request: { query: ConfirmEmailChangeDocument, variables: { newEmail, code } },
    result: { data: { __typename: 'Mutation', confirmEmailChange: { __typename: 'Profile', id: 'p-17', email: newEmail } } },
  };
}

const refusal = (message: string, code = 'BAD_USER_INPUT') => ({ errors: [{ message, extensions: { code } }] });

/** Answers any confirmation and records that one was asked: for the codes that must not be sent. */
function confirmTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = {
    request: { query: ConfirmEmailChangeDocument, variables: asked },
    result: { data: { __typename: 'Mutation', confirmEmailChange: { __typename: 'Profile', id: 'p-17', email: newEmail } } },
  };
  return { asked, mock };
}

function renderCard(mocks: readonly MockedOperation[]) {
  return renderWithApollo(<ChangeEmailCard currentEmail={currentEmail} />, { mocks });
}

type User = ReturnType<typeof renderCard>['user'];

const sendCodeButton = () => screen.getByRole('button', { name: 'Send code' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm new e-mail' });

async function requestCode(user: User, address = newEmail) {
  await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
  await user.type(screen.getByLabelText('New e-mail'), address);
  await user.type(screen.getByLabelText('Current password'), password);
  await user.click(sendCodeButton());
}

/** Requests the code, then waits for the step that asks for it. */
async function reachCodeStep(user: User) {
  await requestCode(user);
  expect((await screen.findByRole('status')).textContent).toBe(codeSent);
}

describe('ChangeEmailCard', () => {
  it('says which e-mail signs in, and Send code waits for both the new address and the password', async () => {
    const { user } = renderCard([]);
    expect(screen.getByText(/You sign in as amina@students\.example\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(sendCodeButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('New e-mail'), '   ');
    await user.type(screen.getByLabelText('Current password'), password);
    expect(sendCodeButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('New e-mail'), newEmail);
    expect(sendCodeButton()).toHaveProperty('disabled', false);
  });

  it('sends the password with the trimmed new address, says the code is on its way and asks for it', async () => {
    const { user } = renderCard([codeRequested()]);
    await requestCode(user, `  ${newEmail} `);
    expect((await screen.findByRole('status')).textContent).toBe(codeSent);
    expect(screen.getByLabelText('Code from the e-mail')).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('shows the gateway’s refusal of the first step and keeps what was typed', async () => {
    const { user } = renderCard([
      { request: { query: RequestEmailChangeDocument, variables: { password, newEmail } }, result: refusal('Password is incorrect') },
    ]);
    await requestCode(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect');
    expect(screen.getByLabelText('New e-mail')).toHaveProperty('value', newEmail);
    expect(screen.getByLabelText('Current password')).toHaveProperty('value', password);
  });

  it.each([
    ['amina@udsm', INVALID_EMAIL_MESSAGE],
    ['amina juma@udsm.example', INVALID_EMAIL_MESSAGE],
  ])('refuses the address %j itself (%s) and sends nothing', async (address, message) => {
    const asked = vi.fn(() => true);
    const { user } = renderCard([{ request: { query: RequestEmailChangeDocument, variables: asked }, result: { data: null } }]);
    await requestCode(user, address);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toBe('Invalid email format');
    expect(screen.getByLabelText('New e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('says “Failed to change the e-mail” when the failure carries no message', async () => {
    const { user } = renderCard([
      { request: { query: RequestEmailChangeDocument, variables: { password, newEmail } }, error: new Error('Received status code 502') },
    ]);
    await requestCode(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to change the e-mail');
  });

  it('asks for the code when it is sent empty, and confirms nothing', async () => {
    const { asked, mock } = confirmTripwire();
    const { user } = renderCard([codeRequested(), mock]);
    await reachCodeStep(user);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(CODE_FORMAT_MESSAGE);
    expect(CODE_FORMAT_MESSAGE).toBe('Enter the 6-digit code from your e-mail');
    expect(asked).not.toHaveBeenCalled();
  });

  it.each(['12345', '12a456'])('refuses the code %j, which is not 6 digits, and confirms nothing', async (code) => {
    const { asked, mock } = confirmTripwire();
    const { user } = renderCard([codeRequested(), mock]);
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Code from the e-mail'), code);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(CODE_FORMAT_MESSAGE);
    expect(screen.getByLabelText('Code from the e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('confirms the e-mailed code, says the new e-mail and puts it on the cached profile', async () => {
    const { user, cache } = renderCard([codeRequested(), confirmed('123456')]);
    const before = {
      __typename: 'Profile' as const,
      name: 'Amina Juma',
      email: currentEmail,
      sex: 'FEMALE' as const,
      mobilePhone: '+255 712 345 678',
      universityName: 'University of Dar es Salaam',
      universityRegistrationID: '2022-04-01234',
      programName: 'BSc Computer Science',
      enrolledYear: '2022',
      enrollmentStatus: 'ACTIVE' as const,
      batchNumber: 2,
      accountNumber: '0150123456789',
    };
    cache.writeFragment({ id: 'Profile:p-17', fragment: ProfileDetails_ProfileFragment, data: before });
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.click(confirmButton());
    expect((await screen.findByText(`Your e-mail is now ${newEmail}.`)).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change e-mail' })).toBeTruthy();
    expect(cache.readFragment({ id: 'Profile:p-17', fragment: ProfileDetails_ProfileFragment })).toEqual({ ...before, email: newEmail });
  });

  it('shows the gateway’s refusal of the code and lets the scholar type it again', async () => {
    const { user } = renderCard([
      codeRequested(),
      {
        request: { query: ConfirmEmailChangeDocument, variables: { newEmail, code: '654321' } },
        result: refusal('Invalid verification token'),
      },
    ]);
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification token');
    expect(screen.getByLabelText('Code from the e-mail')).toHaveProperty('value', '654321');
  });

  it('forgets the change on Cancel', async () => {
    const { user } = renderCard([codeRequested()]);
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Code from the e-mail')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(screen.getByLabelText('New e-mail')).toHaveProperty('value', '');
  });
});
