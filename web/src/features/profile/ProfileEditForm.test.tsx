/** @vitest-environment happy-dom */
// The profile editor as a scholar uses it: what it refuses before asking the gateway, the details it
// sends, and what the answer changes (docs/behaviour.md §4: the profile is re-read after an update; docs/behaviour.md §8: 'Failed to
// update profile').
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/gql';
import { UpdateProfileDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { ProfileDetails_ProfileFragment } from './ProfileDetails';
import { ProfileEditForm, ProfileEditForm_ProfileFragment } from './ProfileEditForm';

afterEach(cleanup);

// happy-dom has no HTMLSelectElement.size nor HTMLOptionElement.defaultSelected; without them react-hook-form
// takes the Sex select for one the person changed before the form was ready, and empties it. Browsers have both.
beforeAll(() => {
  if (!('size' in HTMLSelectElement.prototype)) {
    Object.defineProperty(HTMLSelectElement.prototype, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        return Number(this.getAttribute('size') ?? 0);
      },
    });
  }
  if (!('defaultSelected' in HTMLOptionElement.prototype)) {
    Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
    });
  }
});

const saved = {
  name: 'Amina Juma',
  sex: 'FEMALE' as const,
  mobilePhone: '+255 712 345 678',
  universityName: 'University of Dar es Salaam',
  universityRegistrationID: '2022-04-01234',
  programName: 'BSc Computer Science',
  enrolledYear: '2022',
  accountNumber: '0150123456789',
};
const profile = makeFragmentData({ __typename: 'Profile', email: 'amina@students.example', ...saved }, ProfileEditForm_ProfileFragment);

/** The profile as the gateway answers it after the update: re-read, with what the programme manages. */
const reRead = (values: typeof saved) => ({
  __typename: 'Profile',
  id: 'p-17',
  email: 'amina@students.example',
  enrollmentStatus: 'ACTIVE' as const,
  batchNumber: 2,
  ...values,
});

function updated(input: typeof saved): MockedOperation {
  return {
    request: { query: UpdateProfileDocument, variables: { input } },
    result: { data: { __typename: 'Mutation', updateProfile: reRead(input) } },
  };
}

/** Answers any update and records that one was asked: for the forms that must not ask at all. */
function updateTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = {
    request: { query: UpdateProfileDocument, variables: asked },
    result: { data: { __typename: 'Mutation', updateProfile: reRead(saved) } },
  };
  return { asked, mock };
}

function renderForm(mocks: readonly MockedOperation[]) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderWithApollo(<ProfileEditForm profile={profile} onSaved={onSaved} onCancel={onCancel} />, { mocks });
  return { ...rendered, onSaved, onCancel };
}

const field = (label: string) => screen.getByLabelText(label);
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const TEXT_FIELDS = [
  'Full name',
  'Mobile phone',
  'University',
  'Registration number',
  'Year of enrolment',
  'Programme',
  'Bank account number',
];

describe('ProfileEditForm', () => {
  it('starts from the saved details, and Save changes waits for a change', () => {
    renderForm([]);
    expect(field('Full name')).toHaveProperty('value', 'Amina Juma');
    expect(field('Sex')).toHaveProperty('value', 'FEMALE');
    expect(field('Bank account number')).toHaveProperty('value', '0150123456789');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('asks for every detail that is emptied, in the form’s words, and sends nothing', async () => {
    const { asked, mock } = updateTripwire();
    const { user, onSaved } = renderForm([mock]);
    for (const label of TEXT_FIELDS) await user.clear(field(label));
    await user.selectOptions(field('Sex'), 'Select…');
    await user.click(saveButton());
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Full name is required',
      'Sex is required',
      'Mobile phone is required',
      'University is required',
      'Registration number is required',
      'Year of enrolment is required',
      'Programme is required',
      'Bank account number is required',
    ]);
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a phone number and a year that are not ones, and sends nothing', async () => {
    const { asked, mock } = updateTripwire();
    const { user } = renderForm([mock]);
    await user.clear(field('Mobile phone'));
    await user.type(field('Mobile phone'), 'call me');
    await user.clear(field('Year of enrolment'));
    await user.type(field('Year of enrolment'), '22');
    await user.click(saveButton());
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a valid phone number',
      'Enter a year such as 2024',
    ]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends every detail, trimmed, and the re-read profile replaces the cached one', async () => {
    const changed = { ...saved, name: 'Amina J. Mwakyusa', programName: 'BSc Software Engineering' };
    const { user, cache, onSaved } = renderForm([updated(changed)]);
    await user.clear(field('Full name'));
    await user.type(field('Full name'), '  Amina J. Mwakyusa ');
    await user.clear(field('Programme'));
    await user.type(field('Programme'), 'BSc Software Engineering');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(cache.readFragment({ id: 'Profile:p-17', fragment: ProfileDetails_ProfileFragment })).toMatchObject({
      ...changed,
      email: 'amina@students.example',
      enrollmentStatus: 'ACTIVE' as const,
      batchNumber: 2,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the gateway’s message when the update is refused, and stays open', async () => {
    const changed = { ...saved, universityRegistrationID: '2022-04-99999' };
    const { user, onSaved } = renderForm([
      {
        request: { query: UpdateProfileDocument, variables: { input: changed } },
        result: { errors: [{ message: 'This registration number belongs to another scholar', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.clear(field('Registration number'));
    await user.type(field('Registration number'), '2022-04-99999');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This registration number belongs to another scholar');
    expect(onSaved).not.toHaveBeenCalled();
    expect(field('Registration number')).toHaveProperty('value', '2022-04-99999');
  });

  it('says “Failed to update profile” when the failure carries no message (docs/behaviour.md §8)', async () => {
    const changed = { ...saved, programName: 'BSc Statistics' };
    const { user } = renderForm([
      {
        request: { query: UpdateProfileDocument, variables: { input: changed } },
        error: new Error('Response not successful: Received status code 502'),
      },
    ]);
    await user.clear(field('Programme'));
    await user.type(field('Programme'), 'BSc Statistics');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update profile');
  });

  it('asks for no password while the account number is the saved one', async () => {
    const { user } = renderForm([]);
    await user.type(field('Full name'), ' Mwakyusa');
    await user.clear(field('Bank account number'));
    await user.type(field('Bank account number'), ' 0150123456789 ');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('refuses an account number that is not 8 to 20 digits, a second bank-file line included, and sends nothing', async () => {
    const { asked, mock } = updateTripwire();
    const { user } = renderForm([mock]);
    for (const typed of ['0150123456789,9999', '1234567', '0150 1234 5678']) {
      await user.clear(field('Bank account number'));
      await user.type(field('Bank account number'), typed);
      await user.click(saveButton());
      expect((await screen.findByRole('alert')).textContent).toBe('Account number must be 8 to 20 digits');
    }
    // A line break cannot be typed into the field; pasted, it is refused the same.
    await user.clear(field('Bank account number'));
    await user.click(field('Bank account number'));
    await user.paste('0150123456789\r\n9999999999,Attacker,10000000,NY-1-0002');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Account number must be 8 to 20 digits');
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks for the current password when the account number changes, and sends it with the new number only', async () => {
    const { asked, mock } = updateTripwire();
    const { user, onSaved } = renderForm([mock]);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(field('Bank account number'));
    await user.type(field('Bank account number'), ' 0150999999999 ');
    expect(screen.getByText('A new bank account number needs your password. We will e-mail you that it changed.')).toBeTruthy();
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your current password to change the account number');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'Amina!2026x');
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(asked).toHaveBeenCalledWith({ input: { ...saved, accountNumber: '0150999999999', currentPassword: 'Amina!2026x' } });
  });

  it('shows a wrong password as the gateway says it, and stays open', async () => {
    const changed = { ...saved, accountNumber: '0150999999999', currentPassword: 'Nope!2026x' };
    const { user, onSaved } = renderForm([
      {
        request: { query: UpdateProfileDocument, variables: { input: changed } },
        result: { errors: [{ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.clear(field('Bank account number'));
    await user.type(field('Bank account number'), '0150999999999');
    await user.type(screen.getByLabelText('Current password'), 'Nope!2026x');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('words the account number’s refusals in Kiswahili for a Kiswahili reader', async () => {
    await loadCatalogue('sw');
    const { asked, mock } = updateTripwire();
    const onSaved = vi.fn();
    const { user } = renderWithApollo(<ProfileEditForm profile={profile} onSaved={onSaved} onCancel={vi.fn()} />, {
      mocks: [mock],
      i18n: { locale: 'sw' },
    });
    const account = screen.getByLabelText('Namba ya akaunti ya benki');
    await user.clear(account);
    await user.type(account, '1234567');
    await user.click(screen.getByRole('button', { name: 'Hifadhi mabadiliko' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Namba ya akaunti iwe na tarakimu 8 hadi 20');
    await user.type(account, '8');
    await user.click(screen.getByRole('button', { name: 'Hifadhi mabadiliko' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Weka nenosiri lako la sasa ili kubadilisha namba ya akaunti'));
    expect(screen.getByLabelText('Nenosiri la sasa')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('gives the page back on Cancel without sending anything', async () => {
    const { asked, mock } = updateTripwire();
    const { user, onCancel } = renderForm([mock]);
    await user.type(field('Full name'), ' Mwakyusa');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(asked).not.toHaveBeenCalled();
  });
});
