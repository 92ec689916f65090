import type { Page } from 'playwright-core';

/** Signs in through the login page, as a person does, and waits for the page the portal lands on. */
export async function signInThroughLoginPage(page: Page, origin: string, email: string, password: string, landing: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${origin}${landing}`);
}
