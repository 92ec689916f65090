// docs/behaviour.md §4 and 8: how a session ends, a wrong password, and the forgot-password flow.
import { expect, test, type Page } from '@playwright/test';
import { seededStudent } from '../support/accounts.js';
import { signIn, signInTo, storedSession } from '../support/browser.js';
import { latestCode, registerStudent, revoke, uniqueEmail, wrongCode } from '../support/provider.js';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Signs in straight onto /settings (the page a visitor asked for), which loads nothing beyond the
 * session: no request of the sign-in can still be under way when the token is revoked.
 */
async function signInThenRevoke(page: Page) {
  await signInTo(page, '/settings', seededStudent(1));
  await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();

  const { authToken } = await storedSession(page);
  expect(authToken, 'a token stored after sign-in').toBeTruthy();
  await revoke(authToken!);
}

async function expectSessionExpired(page: Page) {
  const banner = page.getByRole('alert').filter({ hasText: SESSION_EXPIRED });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(SESSION_EXPIRED);
  await expect(page).toHaveURL('/login');
  expect(await storedSession(page)).toEqual({ authToken: null, user: null });
  return banner;
}

test('a token revoked on the server ends the session at the next reload', async ({ page }) => {
  await signInThenRevoke(page);

  await page.reload();
  const banner = await expectSessionExpired(page);
  await banner.getByRole('button', { name: 'Close' }).click();
  // Well inside the banner's own 5 seconds: it was the button that closed it.
  await expect(banner).toBeHidden({ timeout: 1_000 });
  await expect(page).toHaveURL('/login');
});

test('a token revoked on the server ends the session at the next navigation', async ({ page }) => {
  await signInThenRevoke(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  const banner = await expectSessionExpired(page);
  // docs/behaviour.md §2: left alone, the banner hides itself after 5 seconds.
  await expect(banner).toBeHidden({ timeout: 8_000 });
  // The session is gone, so a protected page now asks for a sign-in.
  await page.goto('/home');
  await expect(page).toHaveURL('/login');
});

test('a wrong password shows the provider message and no session banner', async ({ page }) => {
  const student = seededStudent(2);
  await page.goto('/login');
  await signIn(page, student.email, `${student.password}-wrong`);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(0);
  await expect(page).toHaveURL('/login');
  expect(await storedSession(page)).toEqual({ authToken: null, user: null });
});

test('forgot password: code, verification, new password, then sign in with it', async ({ page }) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'Scholar#2026';
  const newPassword = 'Rafiki$2027';
  await registerStudent(email, oldPassword, 'Rehema Ally');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const code = await latestCode(email);
  const codeInput = page.getByLabel('Verification code');
  await codeInput.fill(wrongCode(code));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please check and try again.');
  await codeInput.fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  await next.fill('short1!');
  await confirm.fill('short1!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(next).toHaveAccessibleDescription('Password must be at least 8 characters long');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();
  await signIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('button', { name: 'Account menu for Rehema Ally' })).toBeVisible();
});
