// The whole journey of a new scholar: invitation, sign-up, profile, password change, sign out and in.
import { expect, test, type Page } from '@playwright/test';
import { signIn, storedSession } from '../support/browser.js';
import { invite, latestCode, uniqueEmail, wrongCode } from '../support/provider.js';

const FIRST_PASSWORD = 'Scholar#2026';
const NEW_PASSWORD = 'Mentor&2027x';

// docs/behaviour.md §5, set password: each message with a password that breaks only that rule (and the ones after it pass).
const SET_PASSWORD_RULES: Array<[string, string]> = [
  ['Ab1!xyz', 'Password must be at least 8 characters long'],
  ['abcdefg1!', 'Password must contain at least one uppercase letter'],
  ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
  ['Abcdefgh!', 'Password must contain at least one number'],
  ['Abcdefgh1', 'Password must contain at least one special character'],
];

// docs/behaviour.md §5: five criteria; 0-2 Weak, 3 Medium, 4 Good, 5 Strong.
const STRENGTH: Array<[string, string]> = [
  ['abc', 'Weak'],
  ['abcdefgh', 'Weak'],
  ['Abcdefgh', 'Medium'],
  ['Abcdefg1', 'Good'],
  ['Abcdefg1!', 'Strong'],
];

test('an invited scholar signs up, completes the profile, edits it, changes the password and signs in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await invite(email, 2);
  // Typed with capitals: it matches the lower-case invitation, and is shown back as typed.
  const typed = `S${email.slice(1).replace('@students.example', '@Students.Example')}`;

  await test.step('sign up with the invited e-mail', async () => {
    await page.goto('/signup');
    // Each visitor step names the tab, not only the signed-in pages.
    await expect(page).toHaveTitle('Create your account · Nuru Yangu');
    await page.getByLabel('Email').fill(typed);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page).toHaveURL(/\/verify-email\?email=/);
    await expect(page.getByText(typed)).toBeVisible();
  });

  await test.step('verify the e-mail: a wrong code first, then the one from the outbox', async () => {
    const code = await latestCode(email);
    const codeInput = page.getByLabel('Verification code');
    await codeInput.fill(wrongCode(code));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please check and try again.');
    await codeInput.fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL('/set-password');
  });

  await test.step('set the password: every rule of docs/behaviour.md §5 word for word', async () => {
    await setPasswordChecks(page, typed);
  });

  await test.step('complete the profile', async () => {
    await expect(page).toHaveURL('/complete-profile');
    await expect(page).toHaveTitle('Complete your profile · Nuru Yangu');
    await expect(page.getByText(typed)).toBeVisible();
    await page.getByLabel('Full name').fill('Zawadi Mushi');
    await page.getByLabel('Sex').selectOption('Female');
    await page.getByLabel('Mobile phone').fill('+255713000555');
    await page.getByLabel('University').fill('University of Dar es Salaam');
    await page.getByLabel('Registration number').fill('2025-04-55501');
    await page.getByLabel('Year of enrolment').fill('2025');
    await page.getByLabel('Programme').fill('BSc Electrical Engineering');
    await page.getByLabel('Bank account number').fill('0150100000555');
    await page.getByRole('button', { name: 'Complete profile' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: 'Your account is ready.' })).toHaveText(
      'Your account is ready. Sign in with your e-mail and new password.',
    );
  });

  await test.step('sign in, the e-mail already filled in, and see the dashboard with the name', async () => {
    await expect(page.getByLabel('Email')).toHaveValue(typed);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(FIRST_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('button', { name: 'Account menu for Zawadi Mushi' })).toContainText(typed);
    await expect(page.getByRole('main')).toContainText('Zawadi');
    await expect(page.getByRole('button', { name: 'Account menu for Zawadi Mushi' })).toContainText('ZM');
  });

  await test.step('edit the profile and find the change saved after a reload', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(profileValue(page, 'Mobile phone')).toHaveText('+255713000555');
    // The sex and the status the programme keeps, in words.
    await expect(profileValue(page, 'Sex')).toHaveText('Female');
    await expect(profileValue(page, 'Enrollment status')).toHaveText('Active');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Mobile phone').fill('+255754321000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
    await expect(profileValue(page, 'Mobile phone')).toHaveText('+255754321000');
    await page.reload();
    await expect(profileValue(page, 'Mobile phone')).toHaveText('+255754321000');
    await expect(profileValue(page, 'Full name')).toHaveText('Zawadi Mushi');
  });

  await test.step('change the password in settings', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await changePasswordChecks(page);
  });

  await test.step('sign out, then the old password fails and the new one works', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await storedSession(page)).toEqual({ authToken: null, user: null });

    await signIn(page, email, FIRST_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('button', { name: 'Account menu for Zawadi Mushi' })).toBeVisible();
  });
});

async function setPasswordChecks(page: Page, email: string) {
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  const submit = page.getByRole('button', { name: 'Continue' });

  await expect(page.getByText(`Your e-mail ${email} is verified.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign Up' })).toHaveAttribute('href', '/signup');

  await submit.click();
  await expect(password).toHaveAccessibleDescription('Password is required');
  // After the first submit the form checks again on every change.
  for (const [value, message] of SET_PASSWORD_RULES) {
    await password.fill(value);
    await expect(password).toHaveAccessibleDescription(message);
  }

  await password.fill(FIRST_PASSWORD);
  await confirm.fill(`${FIRST_PASSWORD}x`);
  await expect(password).not.toHaveAttribute('aria-describedby');
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

  // Each field's show/hide toggle flips its own input only.
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(FIRST_PASSWORD);
  await expect(confirm).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(confirm).toHaveAttribute('type', 'text');

  await confirm.fill(FIRST_PASSWORD);
  await expect(confirm).not.toHaveAttribute('aria-describedby');
  await submit.click();
}

async function changePasswordChecks(page: Page) {
  const current = page.getByLabel('Current password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change Password' });
  const problem = page.getByRole('alert');

  await expect(page.getByText('Configure your account preferences.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await current.fill(FIRST_PASSWORD);
  await next.fill(NEW_PASSWORD);
  await expect(submit).toBeDisabled();

  for (const [value, label] of STRENGTH) {
    await next.fill(value);
    await expect(page.getByText(`Password strength: ${label}`, { exact: true })).toBeVisible();
  }

  await next.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(problem).toHaveText('New passwords do not match');

  await next.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(problem).toHaveText('Password must be at least 8 characters with uppercase, lowercase, number, and special character');

  await next.fill(FIRST_PASSWORD);
  await confirm.fill(FIRST_PASSWORD);
  await submit.click();
  await expect(problem).toHaveText('New password must be different from current password');

  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();
  await expect(problem).toHaveCount(0);
  // The form empties again, so the submit waits for three new entries.
  await expect(current).toHaveValue('');
  await expect(submit).toBeDisabled();
}

/** The value shown beside a label on the profile page. */
function profileValue(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}
