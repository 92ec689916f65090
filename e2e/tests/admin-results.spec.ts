// The results desk in the browser: a scholar uploads results; the officer opens the document and rejects
// it with a comment; the scholar reads the comment (Results page and dashboard) and uploads again; the officer
// approves it and the scholar sees Approved; reminders to scholars without results send, then skip on a
// second click.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs, signInTo } from '../support/browser.js';
import { transcriptPdf } from '../support/documents.js';
import { newStudent } from '../support/provider.js';

// A year the seed has no results for, so the queue of that year holds this test's upload alone.
const YEAR = '2025-2026';
const COMMENT = 'The transcript is not stamped by the university. Please upload the stamped copy.';

async function officerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  return page;
}

async function upload(page: Page, text: string) {
  await page
    .getByLabel('Result document')
    .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: transcriptPdf(text) });
  await page.getByLabel('Academic year').selectOption(YEAR);
  await page.getByLabel('GPA').fill('3.6');
  await page.getByRole('button', { name: 'Upload result' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Result uploaded successfully' })).toBeVisible();
}

test('a result is rejected with a comment, uploaded again and approved', async ({ page, browser }) => {
  // Two people, two sign-ins, two uploads and two reviews: more than the default minute on a busy machine.
  test.slow();
  const scholar = await newStudent('review', `Zawadi Review ${Date.now()}`);
  const mine = page
    .getByRole('region', { name: 'Your results' })
    .getByRole('listitem')
    .filter({ hasText: `Academic year ${YEAR}` });
  await signInTo(page, '/results', scholar);
  await upload(page, 'Unstamped transcript');
  await expect(mine).toContainText('Submitted');

  const officer = await officerPage(browser);
  const row = officer.getByRole('table', { name: 'Results to review' }).getByRole('row').filter({ hasText: scholar.name });

  await test.step('the officer opens the document and rejects it with a comment', async () => {
    await officer.goto(`/admin/results?year=${YEAR}`);
    await expect(row).toContainText('Submitted');
    const [tab] = await Promise.all([
      officer.waitForEvent('popup'),
      row.getByRole('button', { name: `Open the document of ${scholar.name}` }).click(),
    ]);
    await expect(tab).toHaveURL(/^blob:/);
    await tab.close();
    await row.getByRole('button', { name: `Reject the results of ${scholar.name}` }).click();
    const dialog = officer.getByRole('dialog', { name: `Reject the results of ${scholar.name}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('A comment is required to reject a result')).toBeVisible();
    await dialog.getByLabel('Comment for the scholar').fill(COMMENT);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(officer.getByText(`The results of ${scholar.name} were rejected.`)).toBeVisible();
    await expect(row).toContainText('Rejected');
  });

  await test.step('the scholar reads the comment on the Results page and the dashboard, and uploads again', async () => {
    await page.reload();
    await expect(mine).toContainText('Rejected');
    await expect(mine).toContainText(COMMENT);
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Recent results' })).toContainText(`Reviewer's comment: ${COMMENT}`);
    await page.goto('/results');
    await upload(page, 'Stamped transcript');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Submitted');
  });

  await test.step('the officer approves the new upload and the scholar sees Approved', async () => {
    await officer.goto(`/admin/results?year=${YEAR}`);
    await row.getByRole('button', { name: `Approve the results of ${scholar.name}` }).click();
    await expect(officer.getByText(`The results of ${scholar.name} were approved.`)).toBeVisible();
    await expect(row).toContainText('Approved');
    await page.reload();
    await expect(mine).toContainText('Approved');
  });
  await officer.context().close();
});

test('reminders to scholars without results send, then skip on a second click', async ({ browser }) => {
  const officer = await officerPage(browser);
  await officer.goto('/admin/results/not-uploaded?batch=2');
  await expect(officer.getByRole('table', { name: 'Scholars without results' }).getByRole('row').nth(1)).toBeVisible();
  const send = officer.getByRole('button', { name: 'Send reminders' });
  await send.click();
  const first = officer.getByRole('status').filter({ hasText: /reminders? sent/ });
  await expect(first).toHaveText(/^[1-9]\d* reminders? sent; 0 skipped/);
  const sent = Number(/^(\d+)/.exec((await first.textContent()) ?? '')?.[1]);
  await send.click();
  await expect(officer.getByRole('status').filter({ hasText: `0 reminders sent; ${sent} skipped` })).toBeVisible();
  await expect(officer.getByRole('table', { name: 'Scholars without results' }).getByRole('row').nth(1)).not.toContainText('Never');
  await officer.context().close();
});
