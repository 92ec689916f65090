// The payments desk in the browser: a scholar submits both control numbers with their bills' amounts; the
// officer reconciles the bank's CSV (one matched, one unmatched, one conflicting line, and one paying 1 TZS of another
// scholar's 1,500,000 bill), checks it, applies it, and the scholar sees the fee completed while the underpaid bill
// stays pending; a control number marked FAILED shows the scholar the officer's reason.
import { expect, test, type Page } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs, signInTo } from '../support/browser.js';
import { newStudent, studentToken, submitControlNumber } from '../support/provider.js';

// Twelve digits no other test uses: the run's clock makes them unique between runs on one database.
const stamp = String(Date.now()).slice(-9);
const FEE = `97${stamp}1`;
const NHIF = `97${stamp}2`;
const UNKNOWN = `97${stamp}9`;
const UNDERPAID = `97${stamp}3`;
const REASON = 'The NHIF bill has expired: please request a new control number';

const history = (page: Page) => page.getByRole('region', { name: 'Payment history' });
const item = (page: Page, description: string) => history(page).getByRole('listitem').filter({ hasText: description });

async function submit(page: Page, type: string, number: string, amount: string) {
  await page.getByLabel('Payment type').selectOption({ label: type });
  await page.getByLabel('Academic year').selectOption('2024-2025');
  await page.getByLabel('Control number').fill(number);
  await page.getByLabel('Amount on the bill (TZS)').fill(amount);
  await page.getByRole('button', { name: 'Submit control number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Control number submitted successfully' })).toBeVisible();
}

test('an officer reconciles the bank file, and marks a control number failed with a reason the scholar reads', async ({ browser }) => {
  const scholarPage = await (await browser.newContext()).newPage();
  const officer = await (await browser.newContext()).newPage();
  const scholar = await newStudent('desk', 'Rehema Desk');
  const underpaid = await newStudent('desk-underpaid', 'Salma Underpaid');
  await submitControlNumber(await studentToken(underpaid.email, underpaid.password), 'UNIVERSITY_FEE', UNDERPAID, 'Y2024_2025', 1_500_000);

  await test.step('the scholar submits both control numbers', async () => {
    await signInTo(scholarPage, '/payments', scholar);
    await submit(scholarPage, 'University fee', FEE, '1,500,000');
    await submit(scholarPage, 'NHIF', NHIF, '50,400');
    await expect(item(scholarPage, 'University fee payment for 2024-2025')).toContainText('Pending');
    await expect(item(scholarPage, 'NHIF payment for 2024-2025')).toContainText('Pending');
  });

  await test.step("the officer checks the bank's file: one matched, one unmatched, two conflicting", async () => {
    await officer.goto('/login');
    await signInAs(officer, seededAdmin, '/admin');
    await officer.goto('/admin/payments/reconcile');
    await officer.getByLabel('Academic year').selectOption('2024-2025');
    await officer.getByLabel('Payment type').selectOption({ label: 'University fee' });
    const csv = `controlNumber,amount,paidAt\n${FEE},1500000,2025-01-10\n${UNKNOWN},900000,2025-01-11\n${NHIF},50400,2025-01-12\n${UNDERPAID},1,2025-01-13\n`;
    await officer.getByLabel('Bank file (.csv)').setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await officer.getByRole('button', { name: 'Check the file (dry run)' }).click();
    const report = officer.getByRole('region', { name: 'Dry run report' });
    await expect(report).toContainText('1 payment(s) would be marked PAID');
    await expect(report.getByRole('table', { name: 'Matched: will be marked PAID (1)' })).toContainText(scholar.email);
    await expect(report.getByRole('table', { name: 'Unmatched: no such control number (1)' })).toContainText(UNKNOWN);
    const conflicting = report.getByRole('table', { name: 'Conflicting: not applied (2)' });
    await expect(conflicting).toContainText('The control number is for NHIF 2024-2025, not University fee 2024-2025');
    await expect(conflicting.getByRole('row').filter({ hasText: UNDERPAID })).toContainText(
      'The bank paid TZS 1 but the bill is for TZS 1,500,000',
    );
  });

  await test.step('the officer applies it; the scholar sees the fee completed, the underpaid bill stays unpaid', async () => {
    await officer.getByRole('button', { name: 'Apply: mark 1 paid' }).click();
    await expect(officer.getByRole('region', { name: 'Reconciliation applied' })).toContainText('1 payment(s) marked PAID');
    await scholarPage.reload();
    await expect(item(scholarPage, 'University fee payment for 2024-2025')).toContainText('Completed');
    await expect(item(scholarPage, 'NHIF payment for 2024-2025')).toContainText('Pending');
    // The 1 TZS line was never applied.
    await officer.goto(`/admin/payments?q=${UNDERPAID}`);
    const row = officer.getByRole('table', { name: 'Control numbers' }).getByRole('row').filter({ hasText: UNDERPAID });
    await expect(row).toContainText('Bill TZS 1,500,000');
    await expect(row).toContainText('Unpaid');
  });

  await test.step('the officer marks the NHIF number failed with a reason; the scholar reads it', async () => {
    await officer.goto(`/admin/payments?q=${NHIF}`);
    const row = officer.getByRole('table', { name: 'Control numbers' }).getByRole('row').filter({ hasText: NHIF });
    await expect(row).toContainText(scholar.email);
    await row.getByRole('button', { name: `Mark ${NHIF} failed` }).click();
    await row.getByRole('button', { name: 'Mark failed' }).click();
    await expect(row.getByText('A reason is required to mark a payment FAILED')).toBeVisible();
    await row.getByLabel('Reason (the scholar sees it)').fill(REASON);
    await row.getByRole('button', { name: 'Mark failed' }).click();
    await expect(row.getByText('Payment status updated')).toBeVisible();
    await expect(row).toContainText(`Reason: ${REASON}`);
    await scholarPage.reload();
    const nhif = item(scholarPage, 'NHIF payment for 2024-2025');
    await expect(nhif).toContainText('Failed');
    await expect(nhif).toContainText(`Reason: ${REASON}`);
  });

  await scholarPage.context().close();
  await officer.context().close();
});
