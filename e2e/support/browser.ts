// Steps many browser tests share, done the way a person does them.
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

type Account = { email: string; password: string; name: string };

/** Signs in and waits for the landing page of that role, with the session's profile loaded into the top bar. */
export async function signInAs(page: Page, account: Account, landing: '/home' | '/admin' = '/home'): Promise<void> {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
}

/**
 * Opens a protected page without a session, signs in on /login and lands back on that page
 * (the way a visitor reaches it from a bookmark), with the session's profile in the top bar.
 */
export async function signInTo(page: Page, path: string, account: Account): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
}

/** The session items docs/behaviour.md §3 names, as the page holds them. */
export function storedSession(page: Page): Promise<{ authToken: string | null; user: string | null }> {
  return page.evaluate(() => ({ authToken: localStorage.getItem('authToken'), user: localStorage.getItem('user') }));
}
