import { expect, test } from '@playwright/test';
import { signIn, signInAs } from '../support/browser.js';
import { registerStudent, uniqueEmail } from '../support/provider.js';
import { loginFromAnotherDevice, profileStatus, totpCode } from '../support/two-factor.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a scholar turns two-factor on, signs back in with a code and revokes another session', async ({ page }) => {
  const account = { email: uniqueEmail('twofactor'), password: 'TwoFactor!2026', name: 'Rehema Twofactor' };
  await registerStudent(account.email, account.password, account.name);
  await signInAs(page, account);

  // Turn two-factor on: the QR code and the secret are shown; the code comes from the secret, as an app computes it.
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL('/settings/security');
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await twoFactor.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const wrongCode = String((Number(await totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await twoFactor.getByLabel('Authentication code').fill(wrongCode);
  await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(twoFactor.getByRole('alert')).toHaveText('Invalid two-factor code');
  await twoFactor.getByLabel('Authentication code').fill(await totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is on' })).toBeVisible();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();

  // Sign out, then back in: the password alone leads to the code step.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();

  // Another device signs in with a newer code (the one just used is spent); this browser sees it and signs it out.
  const phoneToken = await loginFromAnotherDevice(account.email, account.password, await totpCode(secret, 1), IPHONE);
  await page.goto('/settings/security');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  const phone = sessions.getByRole('listitem', { name: 'Safari on iPhone' });
  await expect(phone).toBeVisible();
  // Devices named in words from the codes the gateway reads from each user-agent (this one is Chromium on Linux).
  await expect(sessions.getByRole('listitem', { name: 'Chrome on Linux' })).toContainText('This device');
  await phone.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Session revoked' })).toBeVisible();
  await expect(phone).toHaveCount(0);
  expect(await profileStatus(phoneToken)).toBe(401);

  // The log shows what happened, newest first.
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('A session was signed out');
  await expect(activity.getByText('Two-factor authentication turned on')).toBeVisible();
  for (const device of ['Safari on iPhone', 'Chrome on Linux']) {
    await expect(activity.getByRole('listitem').filter({ hasText: 'Signed in' }).filter({ hasText: device }).first()).toBeVisible();
  }

  // Turning it off needs the password and a current code: the password alone is refused.
  await twoFactor.getByLabel('Password to turn it off', { exact: true }).fill(account.password);
  await twoFactor.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(twoFactor.getByText('Enter the 6-digit code')).toBeVisible();
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  await twoFactor.getByLabel('Code from your authenticator app').fill(await totpCode(secret));
  await twoFactor.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is off' })).toBeVisible();
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
});

test('a scholar switches announcement e-mails off: the switch shows what the gateway saved, also after a reload', async ({ page }) => {
  const account = { email: uniqueEmail('switches'), password: 'Switches!2026', name: 'Zawadi Switches' };
  await registerStudent(account.email, account.password, account.name);
  await signInAs(page, account);

  await page.goto('/settings/notifications');
  const notifications = page.getByRole('region', { name: 'E-mail notifications' });
  const announcements = notifications.getByRole('switch', { name: 'Announcements' });
  await expect(announcements).toBeChecked();
  // The switch follows the mutation's answer in the cache: nothing reads the page again.
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(String(request.postDataJSON()?.operationName));
  });
  await announcements.click();
  await expect(page.getByRole('status').filter({ hasText: 'Notification preferences updated.' })).toBeVisible();
  expect(operations).toEqual(['UpdateNotificationPreferences']);
  await expect(announcements).not.toBeChecked();
  await expect(notifications.getByRole('switch', { name: 'Payments' })).toBeChecked();

  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail notifications' }).getByRole('switch', { name: 'Announcements' })).not.toBeChecked();
});
