// Stipend runs in the browser. A batch (3) is made active for this test with two new scholars: one has
// everything, the other no 2024-2025 results. Admin A creates a run of an instalment of its own for the batch (the second
// scholar is excluded for missing results) and changes the first one's amount; A cannot approve and is told why;
// admin B (the demo officer) sees the change, approves with the totals in front of them, downloads the bank file
// (its rows and total checked) and marks the run paid. B reports the paid scholar's transfer failed and is told
// another administrator confirms it: the scholar's dashboard still says paid; A sees who reported it and why and
// confirms it, and the dashboard then says why the bank could not pay. The other scholar's dashboard says why and
// links to /results, where they upload; once A approves them at the review desk, a run of a new period includes
// them. B approves that run and downloads its bank file, so cancelling it asks: B asks and is told another
// administrator confirms; A sees who asked, when and why, and confirms.
// The run's page and the scholar's card are looked at 1280 and 360 px wide (axe: accessibility.spec.ts, and here the
// reported failure and the waiting cancellation, which the demo has none of).
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoOfficer, seededAdmin, type Account } from '../support/accounts.js';
import { expectNoSeriousViolations } from '../support/accessibility.js';
import { signInAs } from '../support/browser.js';
import { transcriptPdf } from '../support/documents.js';
import {
  approveResult,
  changeSettings,
  invite,
  signUpInvited,
  studentToken,
  submitControlNumber,
  uniqueEmail,
  uploadResult,
} from '../support/provider.js';

// The account number the sign-up helper gives every new scholar.
const ACCOUNT = '0150100000200';
const AMOUNT = 500_000;
const BOUNCED = 'The bank reports the account as closed';
const shillings = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;
// Today as a scholar with the default preferences reads it: DD/MM/YYYY in Dar es Salaam.
const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Africa/Dar_es_Salaam' }).format(date);

/** A scholar of the batch with both control numbers (`digits`: 11 of their own), and approved results or none. */
async function scholarOfBatch(batch: number, prefix: string, name: string, digits: string, withResults: boolean): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Scholar#2026', name };
  await invite(account.email, batch);
  await signUpInvited(account.email, account.password, account.name);
  const token = await studentToken(account.email, account.password);
  await submitControlNumber(token, 'UNIVERSITY_FEE', `${digits}1`);
  await submitControlNumber(token, 'NHIF', `${digits}2`);
  if (withResults)
    await approveResult(await uploadResult(token, { name: 'transcript.pdf', type: 'application/pdf', bytes: transcriptPdf(name) }));
  return account;
}

async function signedIn(browser: Browser, account: Account, landing: '/home' | '/admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await signInAs(page, account, landing);
  return page;
}

/** Creates a run for the batch on the new run page and answers the run page's address. */
async function createRun(page: Page, instalment: string, batch: number): Promise<string> {
  await page.goto('/admin/disbursement');
  await page.getByRole('link', { name: 'New run' }).click();
  await expect(page.getByRole('region', { name: /^Who is included/ })).toContainText('Results for 2024-2025 are uploaded');
  await expect(page.getByLabel('Academic year')).toHaveValue('2024-2025');
  await expect(page.getByLabel('Amount per scholar (TZS)')).toHaveValue('450000');
  await page.getByLabel('Instalment').selectOption(instalment);
  await page.getByLabel('Batch').selectOption(String(batch));
  await page.getByRole('button', { name: 'Create the run' }).click();
  await expect(page).toHaveURL(/\/admin\/disbursement\/(?!new$)[^/]+$/);
  return new URL(page.url()).pathname;
}

/** The page fits the width: nothing but a table's own box scrolls sideways (else: what sticks out). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const wide = await page.evaluate(
    (w) =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > w + 1)
        .slice(0, 8)
        .map((e) => `${e.tagName}.${e.getAttribute('class') ?? ''} ends at ${e.getBoundingClientRect().right}`),
    width,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(width);
}

/** At 1280 and 360 px: the page fits, each named button is a finger's height, and axe finds nothing serious. */
async function expectReadableAtBothWidths(page: Page, screen: string, buttons: string[]) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, width);
    for (const name of buttons) expect((await page.getByRole('button', { name }).boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
    await expectNoSeriousViolations(page, `${screen} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('two officers run a batch’s stipend; scholars see paid, or why not and what to do', async ({ browser }) => {
  // Two officers, two scholars, two runs: far more than the default minute on a busy machine.
  test.setTimeout(240_000);
  // A batch of this test's own: the demo's are 1 and 2; a repeat on the same stack takes the next one.
  const batch = 3 + test.info().repeatEachIndex + 10 * test.info().retry;
  // Instalments (so periods) and control numbers no other run of the stack has.
  const stamp = String(Date.now()).slice(-9);
  const INSTALMENT = `E2E ${stamp} stipend`;
  const LATER_INSTALMENT = `E2E ${stamp} top-up`;
  const PERIOD = `2024-2025 ${INSTALMENT}`;
  const LATER_PERIOD = `2024-2025 ${LATER_INSTALMENT}`;
  const before = await changeSettings({ activeBatches: [...new Set([1, 2, batch])], stipendInstalments: [INSTALMENT, LATER_INSTALMENT] });
  try {
    const paid = await scholarOfBatch(batch, 'stipend.paid', `Amina Lipwa ${stamp}`, `9${stamp}1`, true);
    const waiting = await scholarOfBatch(batch, 'stipend.waiting', `Baraka Subiri ${stamp}`, `9${stamp}2`, false);
    const adminA = await signedIn(browser, seededAdmin, '/admin');
    const included = adminA.getByRole('table', { name: 'Scholars this run pays' });
    const excluded = adminA.getByRole('table', { name: 'Scholars this run leaves out' });
    let runPath = '';
    let laterPath = '';

    await test.step('admin A creates the run: one scholar included, the one without results excluded for it', async () => {
      runPath = await createRun(adminA, INSTALMENT, batch);
      await expect(adminA.getByRole('status')).toHaveText('Stipend run created as a draft: 1 scholar included, 1 excluded.');
      await expect(included.getByRole('row').filter({ hasText: paid.name })).toContainText(shillings(450_000));
      await expect(excluded.getByRole('row').filter({ hasText: waiting.name })).toContainText('No 2024-2025 results uploaded');
    });

    await test.step('admin A cannot approve it and is told why; A raises the amount with a reason', async () => {
      await expect(adminA.getByRole('button', { name: 'Approve the run' })).toBeDisabled();
      await expect(adminA.getByText('You created this run, so another administrator must check and approve it')).toBeVisible();
      await adminA.getByRole('button', { name: `Change amount of ${paid.name}` }).click();
      const dialog = adminA.getByRole('dialog');
      await dialog.getByLabel('New amount (TZS)').fill(String(AMOUNT));
      await dialog.getByRole('button', { name: 'Save the amount' }).click();
      await expect(dialog.getByText("A reason is required to change a scholar's row")).toBeVisible();
      await dialog.getByLabel('Reason for the change').fill('Fieldwork top-up agreed with the bursar');
      await dialog.getByRole('button', { name: 'Save the amount' }).click();
      await expect(adminA.getByRole('status')).toHaveText(`${paid.name}'s row saved.`);
      await expect(adminA.getByLabel('Totals')).toContainText(shillings(AMOUNT));
    });

    await test.step('the run page reads at 1280 and at 360 px: tables scroll in their own box, touch targets 44 px', async () => {
      for (const width of [1280, 360]) {
        await adminA.setViewportSize({ width, height: 800 });
        await expect(adminA.getByRole('region', { name: PERIOD })).toBeVisible();
        await expect(included.getByRole('row').filter({ hasText: paid.name })).toBeVisible();
        await expectNoSidewaysScroll(adminA, width);
        const button = await adminA.getByRole('button', { name: `Exclude ${paid.name}` }).boundingBox();
        expect(button?.height).toBeGreaterThanOrEqual(44);
      }
      await adminA.setViewportSize({ width: 1280, height: 720 });
    });

    const adminB = await signedIn(browser, demoOfficer, '/admin');
    await test.step('admin B sees the change, approves with the totals in front of them', async () => {
      await adminB.goto(runPath);
      const changes = adminB.getByRole('region', { name: 'Changes since creation' });
      await expect(changes).toContainText(`${paid.name}: ${shillings(450_000)} → ${shillings(AMOUNT)}`);
      await expect(changes).toContainText('Reason: Fieldwork top-up agreed with the bursar');
      await expect(changes).toContainText(seededAdmin.name);
      await adminB.getByRole('button', { name: 'Approve the run' }).click();
      const dialog = adminB.getByRole('dialog');
      await expect(dialog).toContainText(`It pays 1 scholar a total of ${shillings(AMOUNT)}`);
      await expect(dialog).toContainText('1 change since it was created');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(adminB.getByRole('status')).toHaveText('Stipend run approved: the bank file can be downloaded.');
      await expect(adminB.getByRole('region', { name: PERIOD })).toContainText(`Approved by${demoOfficer.name}`);
    });

    await test.step('admin B downloads the bank file: one row for the included scholar, the run’s total', async () => {
      const download = adminB.waitForEvent('download');
      await adminB.getByRole('link', { name: 'Download the bank file (CSV)' }).click();
      const csv = await readFile(await (await download).path(), 'utf8');
      const [header, ...lines] = csv.trim().split(/\r?\n/);
      expect(header).toBe('accountNumber,accountName,amountTzs,reference');
      expect(lines).toHaveLength(1);
      const [account, name, amount, reference] = lines[0]!.split(',');
      expect([account, name, Number(amount)]).toEqual([ACCOUNT, paid.name, AMOUNT]);
      expect(reference).toMatch(/^NY-\d+-1$/);
      await expect(adminB.getByRole('table', { name: 'Scholars this run pays' })).toContainText(reference!);
    });

    await test.step('admin B marks the run paid', async () => {
      await adminB.getByRole('button', { name: 'Mark paid' }).click();
      await adminB.getByRole('dialog').getByRole('button', { name: 'Mark the run paid' }).click();
      await expect(adminB.getByRole('status')).toHaveText('Stipend run marked paid.');
      await expect(adminB.getByRole('region', { name: PERIOD })).toContainText('Paid on');
    });

    await test.step('admin B reports the paid scholar’s transfer failed, and is told another administrator confirms it', async () => {
      await adminB.getByRole('button', { name: `Report transfer failed for ${paid.name}` }).click();
      const dialog = adminB.getByRole('dialog');
      await expect(dialog).toContainText('Another administrator confirms it');
      await dialog.getByLabel('Reason (the scholar reads it once confirmed)').fill(BOUNCED);
      await dialog.getByRole('button', { name: 'Report failed' }).click();
      await expect(adminB.getByRole('status')).toHaveText(
        `${paid.name}'s transfer reported failed: another administrator must confirm it before they can be paid again.`,
      );
      const row = adminB.getByRole('table', { name: 'Scholars this run pays' }).getByRole('row').filter({ hasText: paid.name });
      await expect(row).toContainText('Failure reported');
      await expect(row).toContainText(`Reported by ${demoOfficer.name} on`);
      await expect(row).toContainText(BOUNCED);
      await expect(row).toContainText('You reported it, so another administrator must confirm it.');
      await expect(row.getByRole('button', { name: `Confirm failure of the transfer to ${paid.name}` })).toHaveCount(0);
    });

    await test.step('the included scholar’s dashboard still says paid (a report is not their news), at 1280 and 360 px', async () => {
      const scholar = await signedIn(browser, paid, '/home');
      for (const width of [1280, 360]) {
        await scholar.setViewportSize({ width, height: 800 });
        const card = scholar.getByRole('region', { name: 'Your stipend' });
        await expect(card).toContainText(`Your ${PERIOD} stipend was paid into your bank account.`);
        await expect(card).toContainText(shillings(AMOUNT));
        await expect(card).toContainText(`Paid on ${day(new Date())}`);
        await expectNoSidewaysScroll(scholar, width);
      }
      await scholar.context().close();
    });

    await test.step('admin A sees who reported the failure and why, at 1280 and 360 px, and confirms it: it failed', async () => {
      await adminA.goto(runPath);
      const row = included.getByRole('row').filter({ hasText: paid.name });
      await expect(row).toContainText(`Reported by ${demoOfficer.name} on`);
      await expect(row).toContainText(BOUNCED);
      await expectReadableAtBothWidths(adminA, 'a run with a reported failure', [
        `Confirm failure of the transfer to ${paid.name}`,
        `Dismiss the failure report for ${paid.name}`,
      ]);
      await adminA.getByRole('button', { name: `Confirm failure of the transfer to ${paid.name}` }).click();
      const dialog = adminA.getByRole('dialog');
      await expect(dialog).toContainText(`${demoOfficer.name} reported it: ${BOUNCED}`);
      await dialog.getByRole('button', { name: 'Confirm failure' }).click();
      await expect(adminA.getByRole('status')).toHaveText(`${paid.name}'s transfer marked failed; they will be considered in a later run.`);
      await expect(row).toContainText('Failed');
      await expect(row.getByRole('button')).toHaveCount(0);
    });

    await test.step('the included scholar’s dashboard now says why the bank could not pay', async () => {
      const scholar = await signedIn(browser, paid, '/home');
      await expect(scholar.getByRole('region', { name: 'Your stipend' })).toContainText(
        `The bank could not pay your ${PERIOD} stipend: ${BOUNCED}.`,
      );
      await scholar.context().close();
    });

    await test.step('the excluded scholar’s dashboard says why, and its link leads to /results', async () => {
      const scholar = await signedIn(browser, waiting, '/home');
      for (const width of [1280, 360]) {
        await scholar.setViewportSize({ width, height: 800 });
        const card = scholar.getByRole('region', { name: 'Your stipend' });
        await expect(card).toContainText(`You are not in the ${PERIOD} stipend run. This is what stops you:`);
        await expect(card).toContainText('Your 2024-2025 results have not been uploaded.');
        await expectNoSidewaysScroll(scholar, width);
      }
      const link = scholar.getByRole('region', { name: 'Your stipend' }).getByRole('link', { name: 'Upload your 2024-2025 results' });
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(scholar).toHaveURL('/results');
      // There the scholar uploads the 2024-2025 results.
      await scholar.getByLabel('Result document').setInputFiles({
        name: 'transcript-2024-2025.pdf',
        mimeType: 'application/pdf',
        buffer: transcriptPdf(waiting.name),
      });
      await scholar.getByLabel('Academic year').selectOption('2024-2025');
      await scholar.getByLabel('GPA').fill('3.6');
      await scholar.getByRole('button', { name: 'Upload result' }).click();
      await expect(scholar.getByRole('status').filter({ hasText: 'Result uploaded successfully' })).toBeVisible();
      await scholar.context().close();
    });

    await test.step('admin A approves them at the review desk; a run of a new period includes the scholar', async () => {
      await adminA.goto(`/admin/results?batch=${batch}`);
      await adminA.getByRole('button', { name: `Approve the results of ${waiting.name}` }).click();
      await expect(adminA.getByText(`The results of ${waiting.name} were approved.`)).toBeVisible();
      laterPath = await createRun(adminA, LATER_INSTALMENT, batch);
      await expect(adminA.getByRole('status')).toHaveText('Stipend run created as a draft: 2 scholars included, 0 excluded.');
      await expect(included.getByRole('row').filter({ hasText: waiting.name })).toContainText(shillings(450_000));
      await expect(adminA.getByText('Nobody is excluded')).toBeVisible();
    });

    await test.step('admin B approves the new run and downloads its bank file; cancelling it then asks another administrator', async () => {
      await adminB.goto(laterPath);
      await adminB.getByRole('button', { name: 'Approve the run' }).click();
      await adminB.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await expect(adminB.getByRole('status')).toHaveText('Stipend run approved: the bank file can be downloaded.');
      const download = adminB.waitForEvent('download');
      await adminB.getByRole('link', { name: 'Download the bank file (CSV)' }).click();
      await download;
      await expect(adminB.getByRole('region', { name: LATER_PERIOD })).toContainText('Bank file downloaded');
      await adminB.getByRole('button', { name: 'Cancel the run' }).click();
      const dialog = adminB.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText(`Ask to cancel the ${LATER_PERIOD} run?`);
      await expect(dialog).toContainText('this asks another administrator to confirm the cancellation');
      await dialog.getByLabel('Why it is cancelled').fill('Wrong bank branch on the file');
      await dialog.getByRole('button', { name: 'Ask to cancel' }).click();
      await expect(adminB.getByRole('status')).toHaveText(
        'Cancellation asked for: the bank file was downloaded, so another administrator must confirm it.',
      );
      const waiting = adminB.getByRole('region', { name: 'Cancellation waiting for confirmation' });
      await expect(waiting).toContainText(`${demoOfficer.name} asked to cancel this run on`);
      await expect(waiting).toContainText('You asked for it, so another administrator must confirm it.');
      await expect(waiting.getByRole('button', { name: 'Confirm cancellation' })).toHaveCount(0);
      await expect(adminB.getByRole('region', { name: LATER_PERIOD })).toContainText('Approved');
    });

    await test.step('admin A sees who asked, when and why, at 1280 and 360 px, and confirms: the run is cancelled', async () => {
      await adminA.goto(laterPath);
      const waiting = adminA.getByRole('region', { name: 'Cancellation waiting for confirmation' });
      await expect(waiting).toContainText(`${demoOfficer.name} asked to cancel this run on`);
      await expect(waiting).toContainText('Reason: Wrong bank branch on the file');
      await expectReadableAtBothWidths(adminA, 'a run with a waiting cancellation', ['Confirm cancellation', 'Withdraw the cancellation']);
      await waiting.getByRole('button', { name: 'Confirm cancellation' }).click();
      await adminA.getByRole('dialog').getByRole('button', { name: 'Cancel this run' }).click();
      await expect(adminA.getByRole('status')).toHaveText('Stipend run cancelled.');
      const summary = adminA.getByRole('region', { name: LATER_PERIOD });
      await expect(summary).toContainText('Cancelled');
      await expect(summary).toContainText(`Cancellation asked by${demoOfficer.name}`);
      await expect(summary).toContainText(`Cancelled by${seededAdmin.name}`);
      await expect(waiting).toHaveCount(0);
    });

    await adminA.context().close();
    await adminB.context().close();
  } finally {
    await changeSettings({ activeBatches: before.activeBatches, stipendInstalments: before.stipendInstalments });
  }
});
