/** @vitest-environment happy-dom */
// Turning two-factor authentication on: the secret to put in an app, then the app's code. What the
// code field refuses before asking the gateway, what it sends, and what the answer changes.
import { TWO_FACTOR_CODE_FORMAT, TWO_FACTOR_CODE_REQUIRED } from '@nuru/rules/auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyTwoFactorDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { TwoFactorCard_PreferencesFragment } from './TwoFactorCard';
import { TwoFactorSetup } from './TwoFactorSetup';

afterEach(cleanup);

const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Nuru%20Yangu:amina@students.example?secret=JBSWY3DPEHPK3PXP' };

function verified(code: string): MockedOperation {
  return {
    request: { query: VerifyTwoFactorDocument, variables: { code } },
    result: {
      data: {
        __typename: 'Mutation',
        verifyTwoFactor: {
          __typename: 'SecurityChange',
          ok: true,
          message: 'Two-factor authentication is on',
          preferences: { __typename: 'AccountPreferences', securityEmail: null, twoFactorEnabled: true },
        },
      },
    },
  };
}

/** Answers any verification and records that one was asked: for the codes that must not be sent. */
function verifyTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { ...verified('000000'), request: { query: VerifyTwoFactorDocument, variables: asked } };
  return { asked, mock };
}

function renderSetup(mocks: readonly MockedOperation[]) {
  const onCancel = vi.fn();
  const onEnabled = vi.fn();
  const rendered = renderWithApollo(<TwoFactorSetup setup={setup} onCancel={onCancel} onEnabled={onEnabled} />, { mocks });
  return { ...rendered, onCancel, onEnabled };
}

const codeField = () => screen.getByLabelText('Authentication code');
const verifyButton = () => screen.getByRole('button', { name: 'Verify and turn on' });

describe('TwoFactorSetup', () => {
  it('shows the secret key to type into an authenticator app', () => {
    renderSetup([]);
    expect(screen.getByText('Secret key')).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
  });

  it('asks for the code when it is sent empty, and verifies nothing', async () => {
    const { asked, mock } = verifyTripwire();
    const { user, onEnabled } = renderSetup([mock]);
    await user.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_CODE_REQUIRED);
    expect(TWO_FACTOR_CODE_REQUIRED).toBe('Enter the 6-digit code');
    expect(asked).not.toHaveBeenCalled();
    expect(onEnabled).not.toHaveBeenCalled();
  });

  it.each(['12345', '12 34 5', 'abcdef'])('refuses the code %j, which is not 6 digits, and verifies nothing', async (code) => {
    const { asked, mock } = verifyTripwire();
    const { user } = renderSetup([mock]);
    await user.type(codeField(), code);
    await user.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_CODE_FORMAT);
    expect(TWO_FACTOR_CODE_FORMAT).toBe('The code has 6 digits');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the app’s code without its space, hands on the gateway’s message, and the cached preferences say it is on', async () => {
    const { user, cache, onEnabled } = renderSetup([verified('123456')]);
    await user.type(codeField(), '123 456');
    await user.click(verifyButton());
    await waitFor(() => expect(onEnabled).toHaveBeenCalledWith('Two-factor authentication is on'));
    expect(cache.readFragment({ id: 'AccountPreferences:{}', fragment: TwoFactorCard_PreferencesFragment })).toEqual({
      __typename: 'AccountPreferences',
      twoFactorEnabled: true,
    });
  });

  it('shows the gateway’s message when the code is refused, and stays', async () => {
    const { user, onEnabled } = renderSetup([
      {
        request: { query: VerifyTwoFactorDocument, variables: { code: '654321' } },
        result: { errors: [{ message: 'Invalid two-factor code', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.type(codeField(), '654321');
    await user.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid two-factor code');
    expect(onEnabled).not.toHaveBeenCalled();
    expect(codeField()).toHaveProperty('value', '654321');
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    const { user } = renderSetup([
      { request: { query: VerifyTwoFactorDocument, variables: { code: '654321' } }, error: new Error('Received status code 502') },
    ]);
    await user.type(codeField(), '654321');
    await user.click(verifyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(SETTINGS_FAILED);
  });

  it('gives up on Cancel without sending anything', async () => {
    const { asked, mock } = verifyTripwire();
    const { user, onCancel } = renderSetup([mock]);
    await user.type(codeField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(asked).not.toHaveBeenCalled();
  });
});
