import { expect, test } from '@playwright/test';
import { signIn, signInAs } from '../support/browser.js';
import { latestCode, newStudent, uniqueEmail, wrongCode } from '../support/provider.js';

for (const { label, viewport } of [
  { label: 'on a phone', viewport: { width: 360, height: 780 } },
  { label: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`a scholar changes their sign-in e-mail with their password and a code sent to the new address, ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const account = await newStudent('moving', 'Salma Moving');
    const newEmail = uniqueEmail('moved');
    await signInAs(page, account);
    await page.goto('/profile');

    const card = page.getByRole('region', { name: 'Sign-in e-mail' });
    await expect(card).toContainText(`You sign in as ${account.email}.`);
    await card.getByRole('button', { name: 'Change e-mail' }).click();
    await card.getByLabel('New e-mail').fill(newEmail);
    await card.getByLabel('Current password', { exact: true }).fill('Wrong#Pass2026');
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByRole('alert')).toHaveText('Password is incorrect');

    await card.getByLabel('Current password', { exact: true }).fill(account.password);
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByRole('status')).toHaveText(`A 6-digit code has been sent to ${newEmail}. Enter it to confirm the change.`);
    const code = await latestCode(newEmail);
    await card.getByLabel('Code from the e-mail').fill(wrongCode(code));
    await card.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await expect(card.getByRole('alert')).toHaveText('Invalid verification token');
    await card.getByLabel('Code from the e-mail').fill(code);
    await card.getByRole('button', { name: 'Confirm new e-mail' }).click();

    // The cache follows the mutation: the card and the profile show the new address without a reload.
    await expect(page.getByRole('status').filter({ hasText: `Your e-mail is now ${newEmail}.` })).toBeVisible();
    await expect(card).toContainText(`You sign in as ${newEmail}.`);
    await expect(page.getByRole('region', { name: 'Sign-in e-mail' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The new address signs in; the old one no longer does (signed out by forgetting the stored session).
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('alert')).toBeVisible();
    await signIn(page, newEmail, account.password);
    await expect(page).toHaveURL('/home');
  });
}
