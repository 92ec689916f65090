// Dashboard: one screen over the scholar's results, payments, announcements and what is
// left to do; a part the provider fails to give leaves its own card with an error, not the screen.
import { expect, test, type Page } from '@playwright/test';
import { SEED_ANNOUNCEMENTS } from '@nuru/provider/seed';
import type { Account } from '../support/accounts.js';
import { signInTo } from '../support/browser.js';
import { transcriptPdf } from '../support/documents.js';
import { freshControlNumber, newStudent, studentToken, submitControlNumber, uploadResult } from '../support/provider.js';
import { failProviderPath, healProvider } from '../support/provider-power.js';

// registerStudent invites to batch 1: the seed's announcements for everyone and for batch 1, newest first, five at most.
const BATCH_1_ANNOUNCEMENTS = SEED_ANNOUNCEMENTS.filter((a) => a.batchNo === null || a.batchNo === 1)
  .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
  .slice(0, 5)
  .map((a) => a.title);

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A new scholar who has done this year's duties through the provider (the screens have their own specs). */
async function scholarWithEverythingDone(prefix: string, name: string): Promise<Account & { numbers: { fee: string; nhif: string } }> {
  const account = await newStudent(prefix, name);
  const token = await studentToken(account.email, account.password);
  await uploadResult(token, { name: 'transcript.pdf', type: 'application/pdf', bytes: transcriptPdf(name) }, 'Y2024_2025', '4.2');
  const numbers = { fee: freshControlNumber(), nhif: freshControlNumber() };
  await submitControlNumber(token, 'UNIVERSITY_FEE', numbers.fee);
  await submitControlNumber(token, 'NHIF', numbers.nhif);
  return { ...account, numbers };
}

async function expectPaymentsCard(page: Page, numbers: { fee: string; nhif: string }) {
  const payments = card(page, 'Recent payments');
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').filter({ hasText: 'University fee payment for 2024-2025' })).toContainText(numbers.fee);
  await expect(payments.getByRole('listitem').filter({ hasText: 'NHIF payment for 2024-2025' })).toContainText(numbers.nhif);
  await expect(payments).toContainText('Pending');
}

test('a scholar up to date sees the result, both payments, the announcements and nothing to do', async ({ page }) => {
  const scholar = await scholarWithEverythingDone('dashboard', 'Imani Nyerere');
  await signInTo(page, '/home', scholar);

  await expect(page.getByRole('heading', { name: 'Welcome back, Imani' })).toBeVisible();
  await expect(card(page, 'Your profile')).toContainText('Ardhi University');

  const result = card(page, 'Recent results').getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText('Academic year 2024-2025');
  await expect(result).toContainText('GPA 4.2');
  await expect(result).toContainText('Submitted');
  await expectPaymentsCard(page, scholar.numbers);

  await expect(card(page, 'To do')).toContainText('Academic year 2024-2025');
  await expect(card(page, 'To do')).toContainText('Nothing to do right now: you are up to date.');
  await expect(card(page, 'To do').getByRole('link')).toHaveCount(0);
  await expect(card(page, 'Announcements').getByRole('listitem')).toContainText(BATCH_1_ANNOUNCEMENTS);
});

test('parts the provider fails to give show an error in their own cards while the rest renders', async ({ page }) => {
  const scholar = await scholarWithEverythingDone('dashboard-partial', 'Rehema Massawe');
  await failProviderPath('/api/results/all');
  await failProviderPath('/api/announcements/admin/getAllAnnouncements');
  try {
    await signInTo(page, '/home', scholar);

    await expect(card(page, 'Recent results').getByRole('alert')).toContainText('Recent results could not be loaded');
    await expect(card(page, 'Announcements').getByRole('alert')).toContainText('Announcements could not be loaded');
    // The to-do list needs the results, so it says it cannot tell rather than asking for an upload.
    await expect(card(page, 'To do').getByRole('alert')).toContainText("This year's to-do list could not be loaded");
    await expect(card(page, 'To do').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome back, Rehema' })).toBeVisible();
    await expect(card(page, 'Your profile')).toContainText('BSc Urban Planning');
    await expectPaymentsCard(page, scholar.numbers);
  } finally {
    await healProvider();
  }

  await card(page, 'Recent results').getByRole('button', { name: 'Try again' }).click();
  await expect(card(page, 'Recent results').getByRole('listitem')).toContainText('Academic year 2024-2025');
  await expect(card(page, 'Announcements').getByRole('listitem')).toContainText(BATCH_1_ANNOUNCEMENTS);
  await expect(card(page, 'To do')).toContainText('Nothing to do right now: you are up to date.');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
