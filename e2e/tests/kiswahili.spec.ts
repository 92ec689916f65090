// A scholar at ease in Kiswahili goes the whole way in it, from the landing page to the announcements,
// at a phone's width: the visitor's choice carries through sign-up, becomes the account's language, and dates
// read DD/MM/YYYY in Dar es Salaam.
import { expect, test } from '@playwright/test';
import { invite, latestCode, postAnnouncement, uniqueEmail } from '../support/provider.js';

const PASSWORD = 'Mwanafunzi#2026';

/** A day as the portal's default reader sees it: DD/MM/YYYY in Africa/Dar_es_Salaam. */
const darEsSalaamDay = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Dar_es_Salaam', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);

test.use({ viewport: { width: 360, height: 740 } });

test('a scholar signs up in Kiswahili and reads the portal in it, announcements and their dates included', async ({ page }) => {
  const email = uniqueEmail('kiswahili');
  const title = `Tangazo la majaribio ${email}`;
  await invite(email, 1);
  const before = darEsSalaamDay(new Date());
  await postAnnouncement(title, 'Karibuni wote kwenye kikao cha ushauri wa kitaaluma.');
  const after = darEsSalaamDay(new Date());

  await test.step('the visitor chooses Kiswahili on the landing page', async () => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('sw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByLabel('Lugha')).toHaveValue('sw');
  });

  await test.step('sign up: the invited e-mail, then the code from the e-mail', async () => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Fungua akaunti yako' })).toBeVisible();
    await page.getByLabel('Barua pepe').fill(email);
    await page.getByRole('button', { name: 'Tuma msimbo wa uthibitisho' }).click();
    await expect(page.getByRole('heading', { name: 'Thibitisha barua pepe yako' })).toBeVisible();
    await page.getByLabel('Msimbo wa uthibitisho').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Thibitisha', exact: true }).click();
  });

  await test.step('set the password', async () => {
    await expect(page.getByRole('heading', { name: 'Weka nenosiri lako' })).toBeVisible();
    await page.getByLabel('Nenosiri', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Thibitisha nenosiri', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Endelea' }).click();
  });

  await test.step('complete the profile', async () => {
    await expect(page.getByRole('heading', { name: 'Kamilisha wasifu wako' })).toBeVisible();
    await page.getByLabel('Jina kamili').fill('Rehema Mwakalinga');
    await page.getByLabel('Jinsia').selectOption({ label: 'Mwanamke' });
    await page.getByLabel('Simu ya mkononi').fill('+255713000777');
    await page.getByLabel('Chuo kikuu').fill('Chuo Kikuu cha Dodoma');
    await page.getByLabel('Namba ya usajili').fill('T21-03-07777');
    await page.getByLabel('Mwaka wa kujiunga').fill('2024');
    await page.getByLabel('Programu ya masomo').fill('Shahada ya Ualimu wa Sayansi');
    await page.getByLabel('Namba ya akaunti ya benki').fill('0150100007777');
    await page.getByRole('button', { name: 'Kamilisha wasifu' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status').filter({ hasText: 'Akaunti yako iko tayari.' })).toBeVisible();
  });

  await test.step('sign in, and the dashboard speaks Kiswahili', async () => {
    await page.getByLabel('Nenosiri', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Ukurasa mkuu' })).toBeVisible();
  });

  await test.step('the language is the account’s now, not only this browser’s', async () => {
    await page.evaluate(() => localStorage.removeItem('nuru.locale'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ukurasa mkuu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  });

  await test.step('the announcements, with the new one dated DD/MM/YYYY in Dar es Salaam', async () => {
    await page.goto('/announcements');
    await expect(page.getByRole('heading', { level: 1, name: 'Matangazo' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    const shown = (await item.textContent()) ?? '';
    expect(
      [before, after].some((day) => shown.includes(day)),
      `${shown} shows ${before}`,
    ).toBe(true);
  });
});
