import { expect, test } from '@playwright/test';
import { signInAs } from '../support/browser.js';
import { mailsTo, newStudent } from '../support/provider.js';

for (const { label, viewport } of [
  { label: 'on a phone', viewport: { width: 360, height: 780 } },
  { label: 'on a desktop', viewport: { width: 1280, height: 800 } },
]) {
  test(`a scholar changes the bank account their stipend is paid into only with their password, ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const account = await newStudent('bank', 'Rehema Benki');
    await signInAs(page, account);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();

    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save changes' }) });
    const number = form.getByLabel('Bank account number');
    const password = form.getByLabel('Current password', { exact: true });
    const save = form.getByRole('button', { name: 'Save changes' });
    // Other details save as before: no password is asked while the number is the saved one.
    await form.getByLabel('Mobile phone').fill('+255713000201');
    await expect(password).toHaveCount(0);

    await number.fill('0150 1000 99');
    await save.click();
    await expect(form.getByText('Account number must be 8 to 20 digits')).toBeVisible();

    await number.fill('0150100000999');
    await expect(password).toBeVisible();
    await expect(form).toContainText('A new bank account number needs your password. We will e-mail you that it changed.');
    await save.click();
    await expect(form.getByText('Enter your current password to change the account number')).toBeVisible();
    await password.fill('Wrong#Pass2026');
    await save.click();
    await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await password.fill(account.password);
    await save.click();
    // Saved: the details show the new number, and the session is the same one (a wrong password did not end it).
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(page.getByText('0150100000999')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    const [notice] = await mailsTo(account.email);
    expect(notice).toMatchObject({ subject: 'Your Nuru Yangu bank account number was changed' });
    expect(notice!.text).toContain('••••••0999');
    expect(notice!.text).not.toContain('0150100000999');
  });
}
