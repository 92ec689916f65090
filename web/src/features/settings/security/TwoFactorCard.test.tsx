/** @vitest-environment happy-dom */
// The two-factor card as a person uses it, shown from the cached preferences as the security screen
// shows it: turning it on (a secret, then the app's code) and off (the password and a code). The
// answers carry the preferences as they now are, so the card's own badge follows them.
import { TWO_FACTOR_CODE_FORMAT, TWO_FACTOR_CODE_REQUIRED } from '@nuru/rules/auth';
import { useFragment } from '@apollo/client/react';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/gql';
import { DisableTwoFactorDocument, EnableTwoFactorDocument, VerifyTwoFactorDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { TwoFactorCard, TwoFactorCard_PreferencesFragment } from './TwoFactorCard';

afterEach(cleanup);

const password = 'Secret#2024';
const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Nuru%20Yangu:amina@students.example?secret=JBSWY3DPEHPK3PXP' };

/** The card fed from the cache, as the security screen feeds it. */
function CachedTwoFactorCard() {
  const { data, complete } = useFragment({ fragment: TwoFactorCard_PreferencesFragment, from: 'AccountPreferences:{}' });
  return complete ? <TwoFactorCard preferences={makeFragmentData(data, TwoFactorCard_PreferencesFragment)} /> : null;
}

async function renderCard(twoFactorEnabled: boolean, mocks: readonly MockedOperation[]) {
  const rendered = renderWithApollo(<CachedTwoFactorCard />, { mocks, path: '/settings/security' });
  act(() => {
    rendered.cache.writeFragment({
      id: 'AccountPreferences:{}',
      fragment: TwoFactorCard_PreferencesFragment,
      data: { __typename: 'AccountPreferences', twoFactorEnabled },
    });
  });
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return rendered;
}

const securityChange = (field: string, message: string, twoFactorEnabled: boolean) => ({
  data: {
    __typename: 'Mutation',
    [field]: {
      __typename: 'SecurityChange',
      ok: true,
      message,
      preferences: { __typename: 'AccountPreferences', securityEmail: null, twoFactorEnabled },
    },
  },
});

const enabled: MockedOperation = {
  request: { query: EnableTwoFactorDocument },
  result: { data: { __typename: 'Mutation', enableTwoFactor: { __typename: 'TwoFactorSetup', ...setup } } },
};

function disabled(code: string): MockedOperation {
  return {
    request: { query: DisableTwoFactorDocument, variables: { password, code } },
    result: securityChange('disableTwoFactor', 'Two-factor authentication is off', false),
  };
}

/** Answers any switching off and records that one was asked: for the forms that must not ask at all. */
function disableTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { ...disabled('000000'), request: { query: DisableTwoFactorDocument, variables: asked } };
  return { asked, mock };
}

const badge = (word: 'On' | 'Off') => screen.queryByText(word, { selector: 'span' });
// The badge follows the cache, which the answer updates apart from the status line: it may show a render later.
const findBadge = (word: 'On' | 'Off') => screen.findByText(word, { selector: 'span' });
const enableButton = () => screen.getByRole('button', { name: 'Enable two-factor authentication' });
const turnOffButton = () => screen.getByRole('button', { name: 'Turn off two-factor authentication' });

describe('TwoFactorCard when it is off', () => {
  it('says it is off and offers to turn it on', async () => {
    await renderCard(false, []);
    expect(badge('Off')).toBeTruthy();
    expect(enableButton()).toBeTruthy();
    expect(screen.queryByLabelText('Password to turn it off')).toBeNull();
  });

  it('turns it on with a secret and the app’s code, says so, and the badge follows the answer', async () => {
    const { user } = await renderCard(false, [
      enabled,
      {
        request: { query: VerifyTwoFactorDocument, variables: { code: '123456' } },
        result: securityChange('verifyTwoFactor', 'Two-factor authentication is on', true),
      },
    ]);
    await user.click(enableButton());
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe(setup.secret);
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect((await screen.findByRole('status')).textContent).toBe('Two-factor authentication is on');
    expect(await findBadge('On')).toBeTruthy();
    expect(screen.getByLabelText('Password to turn it off')).toBeTruthy();
  });

  it('shows the gateway’s message when no secret can be had', async () => {
    const { user } = await renderCard(false, [
      {
        request: { query: EnableTwoFactorDocument },
        result: { errors: [{ message: 'Failed to enable two-factor authentication', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
      },
    ]);
    await user.click(enableButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to enable two-factor authentication');
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
  });

  it('goes back to the offer when the setup is cancelled', async () => {
    const { user } = await renderCard(false, [enabled]);
    await user.click(enableButton());
    await screen.findByTestId('two-factor-secret');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(enableButton()).toBeTruthy();
    expect(badge('Off')).toBeTruthy();
  });
});

describe('TwoFactorCard when it is on', () => {
  it('keeps Turn off disabled until the password is typed', async () => {
    const { user } = await renderCard(true, []);
    expect(badge('On')).toBeTruthy();
    expect(turnOffButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password to turn it off'), password);
    expect(turnOffButton()).toHaveProperty('disabled', false);
  });

  it.each([
    ['', TWO_FACTOR_CODE_REQUIRED],
    ['12345', TWO_FACTOR_CODE_FORMAT],
  ])('refuses the code %j with “%s” and sends nothing', async (code, message) => {
    const { asked, mock } = disableTripwire();
    const { user } = await renderCard(true, [mock]);
    await user.type(screen.getByLabelText('Password to turn it off'), password);
    if (code) await user.type(screen.getByLabelText('Code from your authenticator app'), code);
    await user.click(turnOffButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(['Enter the 6-digit code', 'The code has 6 digits']).toContain(message);
    expect(asked).not.toHaveBeenCalled();
    expect(badge('On')).toBeTruthy();
  });

  it('sends the password and the code without its space, says it is off, and the badge follows the answer', async () => {
    const { user } = await renderCard(true, [disabled('123456')]);
    await user.type(screen.getByLabelText('Password to turn it off'), password);
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123 456');
    await user.click(turnOffButton());
    expect((await screen.findByRole('status')).textContent).toBe('Two-factor authentication is off');
    expect(await findBadge('Off')).toBeTruthy();
    expect(enableButton()).toBeTruthy();
  });

  it('shows the gateway’s message when switching off is refused, and stays on', async () => {
    const { user } = await renderCard(true, [
      {
        request: { query: DisableTwoFactorDocument, variables: { password: 'wrong', code: '123456' } },
        result: { errors: [{ message: 'Password is incorrect', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.type(screen.getByLabelText('Password to turn it off'), 'wrong');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(turnOffButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Password is incorrect');
    expect(badge('On')).toBeTruthy();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    const { user } = await renderCard(true, [
      {
        request: { query: DisableTwoFactorDocument, variables: { password, code: '123456' } },
        error: new Error('Received status code 502'),
      },
    ]);
    await user.type(screen.getByLabelText('Password to turn it off'), password);
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(turnOffButton());
    expect((await screen.findByRole('alert')).textContent).toBe(SETTINGS_FAILED);
  });
});
