/** @vitest-environment happy-dom */
// The security e-mail form as a person uses it: what it will not send, what it sends, and the answer,
// which carries the preferences as they now are (one AccountPreferences object in the cache).
import { INVALID_EMAIL_MESSAGE } from '@nuru/rules/auth';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/gql';
import { SetSecurityEmailDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { SecurityEmailForm, SecurityEmailForm_PreferencesFragment } from './SecurityEmailForm';

afterEach(cleanup);

const address = 'amina.backup@mail.example';
const savedMessage = 'Security e-mail saved. A notice has been sent to it.';

function saved(email: string, message = savedMessage): MockedOperation {
  return {
    request: { query: SetSecurityEmailDocument, variables: { email } },
    result: {
      data: {
        __typename: 'Mutation',
        setSecurityEmail: {
          __typename: 'SecurityChange',
          ok: true,
          message,
          preferences: { __typename: 'AccountPreferences', securityEmail: email, twoFactorEnabled: false },
        },
      },
    },
  };
}

/** Answers any save and records that one was asked: for the forms that must not ask at all. */
function saveTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = { ...saved(address), request: { query: SetSecurityEmailDocument, variables: asked } };
  return { asked, mock };
}

function renderForm(mocks: readonly MockedOperation[], securityEmail: string | null = null) {
  const preferences = makeFragmentData({ __typename: 'AccountPreferences', securityEmail }, SecurityEmailForm_PreferencesFragment);
  return renderWithApollo(<SecurityEmailForm preferences={preferences} />, { mocks });
}

const field = () => screen.getByRole('textbox', { name: 'Security e-mail' });
const saveButton = () => screen.getByRole('button', { name: 'Save security e-mail' });

describe('SecurityEmailForm', () => {
  it('starts from the saved address', () => {
    renderForm([], 'amina.old@mail.example');
    expect(field()).toHaveProperty('value', 'amina.old@mail.example');
  });

  it('will not save an empty address or one of spaces, and sends nothing', async () => {
    const { asked, mock } = saveTripwire();
    const { user } = renderForm([mock]);
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.type(field(), '   ');
    expect(saveButton()).toHaveProperty('disabled', true);
    await user.type(field(), '{Enter}');
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the address, says what the gateway said, and the answer becomes the cached preferences', async () => {
    const { user, cache } = renderForm([saved(address)]);
    await user.type(field(), address);
    await user.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe(savedMessage);
    expect(cache.readFragment({ id: 'AccountPreferences:{}', fragment: SecurityEmailForm_PreferencesFragment })).toEqual({
      __typename: 'AccountPreferences',
      securityEmail: address,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an address that is not one itself, and sends nothing', async () => {
    const { asked, mock } = saveTripwire();
    const { user } = renderForm([mock]);
    await user.type(field(), 'amina@mail');
    await user.click(saveButton());
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    expect(INVALID_EMAIL_MESSAGE).toBe('Invalid email format');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the address trimmed', async () => {
    const { user } = renderForm([saved(address)]);
    await user.type(field(), `  ${address} `);
    await user.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe(savedMessage);
  });

  it('shows the gateway’s refusal', async () => {
    const { user } = renderForm([
      {
        request: { query: SetSecurityEmailDocument, variables: { email: address } },
        result: { errors: [{ message: 'This address is already your sign-in e-mail', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.type(field(), address);
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This address is already your sign-in e-mail');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    const { user } = renderForm([
      { request: { query: SetSecurityEmailDocument, variables: { email: address } }, error: new Error('Received status code 502') },
    ]);
    await user.type(field(), address);
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(SETTINGS_FAILED);
  });
});
