// Career mentorship: a scholar registers for a session, finds it under My sessions, adds it to a
// calendar with the .ics file, and cancels; a session whose last seat goes shows as full to the next scholar.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInTo, storedSession } from '../support/browser.js';
import { icsUtc, mentorshipSession } from '../support/mentorship.js';
import { registerStudent, uniqueEmail } from '../support/provider.js';

const PASSWORD = 'Mentee!Pass2026';
const CV_CLINIC = 'Writing a CV and cover letter that get read';
const PANEL = 'From scholar to professional: alumni panel';

async function newScholar(page: Page, name: string) {
  const account = { email: uniqueEmail('mentee'), password: PASSWORD, name };
  await registerStudent(account.email, account.password, account.name);
  await signInTo(page, '/mentorship', account);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a scholar registers for a session, downloads its .ics and cancels', async ({ page }) => {
  await newScholar(page, 'Rehema Salim');
  await expect(page.getByRole('tab', { name: 'Upcoming sessions' })).toHaveAttribute('aria-selected', 'true');
  const session = await mentorshipSession((await storedSession(page)).authToken!, CV_CLINIC);

  const upcoming = card(page, CV_CLINIC);
  await expect(upcoming.getByText(`${session.seatsLeft} seats left`)).toBeVisible();
  await expect(upcoming.getByText('Eng. Daudi Mushi')).toBeVisible();
  await upcoming.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are registered for this session.' })).toBeVisible();
  await expect(upcoming.getByText(`${session.seatsLeft - 1} seats left`)).toBeVisible();
  await expect(upcoming.getByText('Registered', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'My sessions' }).click();
  await expect(page).toHaveURL('/mentorship?tab=mine');
  const mine = card(page, CV_CLINIC);
  await expect(mine).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('writing-a-cv-and-cover-letter-that-get-read.ics');
  const ics = await readFile(await download.path(), 'utf8');
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain(`SUMMARY:${CV_CLINIC}`);
  expect(lines).toContain(`DTSTART:${icsUtc(session.startsAt)}`);
  expect(lines).toContain(`DTEND:${icsUtc(new Date(Date.parse(session.startsAt) + session.durationMinutes * 60_000).toISOString())}`);
  expect(lines.slice(0, 1)).toEqual(['BEGIN:VCALENDAR']);
  expect(ics.replace(/\r\n/g, '')).not.toContain('\n');

  await mine.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('You have not registered for any session')).toBeVisible();

  await page.getByRole('tab', { name: 'Upcoming sessions' }).click();
  await expect(card(page, CV_CLINIC).getByText(`${session.seatsLeft} seats left`)).toBeVisible();
  await expect(card(page, CV_CLINIC).getByRole('button', { name: 'Register' })).toBeEnabled();
});

test('the last seat of a session goes, and the next scholar finds it full', async ({ page, browser }) => {
  await newScholar(page, 'Halima Omari');
  const panel = card(page, PANEL);
  await expect(panel.getByText('1 seat left')).toBeVisible();
  await panel.getByRole('button', { name: 'Register' }).click();
  await expect(panel.getByText('Full', { exact: true })).toBeVisible();

  const other = await browser.newPage();
  try {
    await newScholar(other, 'Salma Mrisho');
    const full = card(other, PANEL);
    await expect(full.getByText('Full', { exact: true })).toBeVisible();
    await expect(full.getByRole('button', { name: 'Session full' })).toBeDisabled();
  } finally {
    await other.close();
  }
});
