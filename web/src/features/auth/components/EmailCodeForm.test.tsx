/** @vitest-environment happy-dom */
// The e-mailed 6-digit code, as both sign-up and forgot password ask for it: refused before the gateway
// unless it is six digits, sent with the address it was mailed to, and the gateway's answer shown.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { EmailCodeForm } from './EmailCodeForm';

afterEach(cleanup);

const email = 'amina@students.example';

const verified = (code: string): MockedOperation => ({
  request: { query: VerifyEmailDocument, variables: { email, code } },
  result: { data: { __typename: 'Mutation', verifyEmail: { __typename: 'ActionResult', ok: true, message: 'Email verified' } } },
  delay: 0,
});

/** Answers any verification and records that one was asked: for the codes that must not be sent. */
function tripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { request: { query: VerifyEmailDocument, variables: asked }, result: { data: {} } };
  return { asked, mock };
}

function renderForm(mocks: readonly MockedOperation[], extra: { otherError?: unknown; notice?: string } = {}) {
  const onVerified = vi.fn();
  const onSubmitStart = vi.fn();
  const rendered = renderWithApollo(
    <EmailCodeForm
      email={email}
      onVerified={onVerified}
      onSubmitStart={onSubmitStart}
      submitLabel="Verify"
      busyLabel="Verifying..."
      otherError={extra.otherError}
      notice={extra.notice && <p>{extra.notice}</p>}
    >
      <p>Didn’t get it?</p>
    </EmailCodeForm>,
    { mocks },
  );
  return { ...rendered, onVerified, onSubmitStart };
}

async function sendCode(user: ReturnType<typeof renderForm>['user'], code: string) {
  if (code) await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('EmailCodeForm', () => {
  it.each(['', '4829', '48a913'])('refuses %j as a code and sends nothing', async (code) => {
    const { asked, mock } = tripwire();
    const { user, onVerified, onSubmitStart } = renderForm([mock]);
    await sendCode(user, code);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your e-mail');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
    expect(onSubmitStart).not.toHaveBeenCalled();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('sends the code with the address it was mailed to, and says when the gateway accepts it', async () => {
    const { user, onVerified, onSubmitStart } = renderForm([verified('482913')]);
    await sendCode(user, '482913');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(onSubmitStart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes no more than six characters', async () => {
    const { user, onVerified } = renderForm([verified('482913')]);
    await sendCode(user, '4829137');
    expect(screen.getByLabelText('Verification code')).toHaveProperty('value', '482913');
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('says it is verifying, and cannot be sent twice, while the gateway checks', async () => {
    const { user } = renderForm([{ ...verified('482913'), delay: Infinity }]);
    await sendCode(user, '482913');
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toHaveProperty('disabled', true);
  });

  it('shows the gateway’s message for a wrong code, and does not go on', async () => {
    const wrong: MockedOperation = {
      request: { query: VerifyEmailDocument, variables: { email, code: '482913' } },
      result: { errors: [{ message: 'Invalid verification code. Please check and try again.', extensions: { code: 'BAD_USER_INPUT' } }] },
      delay: 0,
    };
    const { user, onVerified } = renderForm([wrong]);
    await sendCode(user, '482913');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid verification code. Please check and try again.');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('says the verification default when the failure carries no message', async () => {
    const failed: MockedOperation = {
      request: { query: VerifyEmailDocument, variables: { email, code: '482913' } },
      error: new Error('Response not successful: Received status code 502'),
      delay: 0,
    };
    const { user } = renderForm([failed]);
    await sendCode(user, '482913');
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during verification');
  });

  it('shows another operation’s failure, the notice and what it is given below the button', () => {
    const otherError = new CombinedGraphQLErrors({ errors: [{ message: 'Too many attempts. Please try again later' }] });
    renderForm([], { otherError, notice: 'A new code is on its way.' });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again later');
    expect(screen.getByText('A new code is on its way.')).toBeTruthy();
    expect(screen.getByText('Didn’t get it?')).toBeTruthy();
  });
});
