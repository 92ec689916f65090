/** @vitest-environment happy-dom */
// The language-and-dates form as a person uses it: it offers the saved choices, sends what was picked,
// and the answer becomes the account's preferences in the cache (one AccountPreferences object).
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql';
import { UpdateAccountPreferencesDocument } from '@/gql/graphql';
import { DayTimeText } from '@/shared/i18n/use-dates';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { PreferencesForm, PreferencesForm_PreferencesFragment } from './PreferencesForm';

afterEach(cleanup);

type Choices = { language: string; timezone: string; dateFormat: string };

const saved: Choices = { language: 'en', timezone: 'Africa/Dar_es_Salaam', dateFormat: 'DD/MM/YYYY' };

function updated(input: Choices): MockedOperation {
  return {
    request: { query: UpdateAccountPreferencesDocument, variables: { input } },
    result: { data: { __typename: 'Mutation', updateAccountPreferences: { __typename: 'AccountPreferences', ...input } } },
  };
}

// A date elsewhere on the screen: saved preferences take effect at once, without a reload.
function DateElsewhere() {
  return (
    <p data-testid="elsewhere">
      <DayTimeText value="2025-01-05T21:30:00Z" />
    </p>
  );
}

function renderForm(mocks: readonly MockedOperation[], choices: Choices = saved) {
  const preferences = makeFragmentData({ __typename: 'AccountPreferences', ...choices }, PreferencesForm_PreferencesFragment);
  return renderWithApollo(
    <>
      <PreferencesForm preferences={preferences} />
      <DateElsewhere />
    </>,
    { mocks },
  );
}

const saveButton = () => screen.getByRole('button', { name: 'Save preferences' });
const selected = (label: string) => screen.getByLabelText<HTMLSelectElement>(label).selectedOptions[0]?.textContent;

describe('PreferencesForm', () => {
  it('shows the saved language, time zone and date format', () => {
    renderForm([]);
    expect(selected('Language')).toBe('English');
    expect(selected('Time zone')).toBe('Africa/Dar es Salaam');
    expect(selected('Date format')).toBe('DD/MM/YYYY');
  });

  it('sends the choices picked, says so, and the answer becomes the cached preferences', async () => {
    const picked = { language: 'sw', timezone: 'Africa/Nairobi', dateFormat: 'YYYY-MM-DD' };
    const { user, cache } = renderForm([updated(picked)]);
    expect(screen.getByTestId('elsewhere').textContent).toBe('06/01/2025 00:30');
    await user.selectOptions(screen.getByLabelText('Language'), 'Kiswahili');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Africa/Nairobi');
    await user.selectOptions(screen.getByLabelText('Date format'), 'YYYY-MM-DD');
    await user.click(saveButton());
    const saved = await screen.findByRole('status');
    expect(cache.readFragment({ id: 'AccountPreferences:{}', fragment: PreferencesForm_PreferencesFragment })).toEqual({
      __typename: 'AccountPreferences',
      ...picked,
    });
    expect(screen.queryByRole('alert')).toBeNull();
    // Kiswahili's catalogue loads first; until then the screen stays as it was.
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toBe('2025-01-06 00:30'));
    expect(document.documentElement.lang).toBe('sw');
    // Said in the language just chosen, not the one the form was filled in.
    expect(saved.textContent).toBe('Mapendeleo yamesasishwa.');
  });

  it('keeps offering a saved time zone that is not a common one, and sends it back unchanged', async () => {
    const own = { ...saved, timezone: 'America/New_York' };
    const { user } = renderForm([updated({ ...own, dateFormat: 'MM/DD/YYYY' })], own);
    expect(selected('Time zone')).toBe('America/New York');
    await user.selectOptions(screen.getByLabelText('Date format'), 'MM/DD/YYYY');
    await user.click(saveButton());
    expect((await screen.findByRole('status')).textContent).toBe('Preferences updated.');
  });

  it('shows the gateway’s reason when the preferences are refused', async () => {
    const { user } = renderForm([
      {
        request: { query: UpdateAccountPreferencesDocument, variables: { input: { ...saved, language: 'sw' } } },
        result: { errors: [{ message: 'Failed to update preferences', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
      },
    ]);
    await user.selectOptions(screen.getByLabelText('Language'), 'Kiswahili');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update preferences');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    const { user } = renderForm([
      {
        request: { query: UpdateAccountPreferencesDocument, variables: { input: saved } },
        error: new Error('Response not successful: Received status code 502'),
      },
    ]);
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(SETTINGS_FAILED);
    expect(SETTINGS_FAILED).toBe('Failed to reach your settings. Please try again later.');
  });
});
