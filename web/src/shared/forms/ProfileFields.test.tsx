/** @vitest-environment happy-dom */
// The scholar's detail inputs as the sign-up and profile forms show them: labels and the checks' problems in
// the reader's language (the checks answer in English; the fields say it in Kiswahili to a reader who chose it).
import { MAX_PROFILE_TEXT_LENGTH } from '@nuru/rules/profile';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues';
import type { Locale } from '../i18n/display-preferences';
import { TestI18n } from '../testing/test-i18n';
import { ProfileFields } from './ProfileFields';
import { profileChecked, type ProfileFieldValues } from './checks';

afterEach(cleanup);
beforeAll(() => loadCatalogue('sw'));

function ProfileForm() {
  const { register, handleSubmit, formState } = useForm<ProfileFieldValues>({ resolver: profileChecked });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <ProfileFields register={register} errors={formState.errors} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(locale: Locale) {
  render(
    <TestI18n preferences={{ locale }}>
      <ProfileForm />
    </TestI18n>,
  );
  const user = userEvent.setup();
  return async function submitWithYear(yearLabel: string, year: string) {
    await user.type(screen.getByLabelText(yearLabel), year);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    return (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
  };
}

describe('ProfileFields', () => {
  it('says what is missing or wrong in the schema’s words', async () => {
    const problems = await renderForm('en')('Year of enrolment', '24');
    expect(problems).toContain('Full name is required');
    expect(problems).toContain('Enter a year such as 2024');
    expect(problems).toContain('Bank account number is required');
  });

  it('labels the fields and says the problems in Kiswahili', async () => {
    const submitWithYear = renderForm('sw');
    expect(screen.getByText('Posho hulipwa kwenye akaunti hii.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mwanamke' })).toHaveProperty('value', 'FEMALE');
    const problems = await submitWithYear('Mwaka wa kujiunga', '24');
    expect(problems).toContain('Jina kamili linahitajika');
    expect(problems).toContain('Weka mwaka kama 2024');
    expect(problems).toContain('Namba ya akaunti ya benki inahitajika');
  });

  it('stops the one-line fields at the provider’s 200 characters, so a long name is never refused after Save', () => {
    renderForm('en');
    const labels = ['Full name', 'University', 'Registration number', 'Programme', 'Bank account number'];
    for (const label of labels) expect(screen.getByLabelText(label).getAttribute('maxlength')).toBe(String(MAX_PROFILE_TEXT_LENGTH));
    expect(MAX_PROFILE_TEXT_LENGTH).toBe(200);
  });
});
