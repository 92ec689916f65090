// Payments: a scholar submits both control numbers and sees them pending, replaces one after saying
// yes to the question, the dashboard follows, and with the provider down the page falls back to the history it saved.
// A number is on one payment only, so each test takes numbers of its own.
import { expect, test, type Page } from '@playwright/test';
import { signInTo } from '../support/browser.js';
import { freshControlNumber, newStudent } from '../support/provider.js';
import { startProvider, stopProvider } from '../support/provider-power.js';

const fee = () => ({
  type: 'University fee',
  number: freshControlNumber(),
  amount: '1,250,000',
  description: 'University fee payment for 2024-2025',
});
const nhif = () => ({ type: 'NHIF', number: freshControlNumber(), amount: '50400', description: 'NHIF payment for 2024-2025' });
type Submission = { type: string; number: string; amount: string };
const EMPTY = 'Control number cannot be empty';
const BAD_AMOUNT = 'Amount must be a whole number of TZS between 1 and 100,000,000';
const UPLOAD_TODO = 'Upload your 2024-2025 results';
const FEE_TODO = 'Submit your University fee control number for 2024-2025';
const NHIF_TODO = 'Submit your NHIF control number for 2024-2025';

const history = (page: Page) => page.getByRole('region', { name: 'Payment history' });
const todo = (page: Page) => page.getByRole('region', { name: 'To do' });

async function fillIn(page: Page, payment: Submission, typed = payment.number) {
  await page.getByLabel('Payment type').selectOption({ label: payment.type });
  await page.getByLabel('Academic year').selectOption('2024-2025');
  await page.getByLabel('Control number').fill(typed);
  await page.getByLabel('Amount on the bill (TZS)').fill(payment.amount);
  await page.getByRole('button', { name: 'Submit control number' }).click();
}

async function expectSubmitted(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Control number submitted successfully' })).toBeVisible();
  await expect(page.getByLabel('Control number')).toHaveValue('');
  await expect(page.getByLabel('Amount on the bill (TZS)')).toHaveValue('');
}

async function submit(page: Page, payment: Submission, typed = payment.number) {
  await fillIn(page, payment, typed);
  await expectSubmitted(page);
}

async function expectPending(page: Page, payment: { number: string; amount: string; description: string }) {
  const item = history(page).getByRole('listitem').filter({ hasText: payment.description });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(payment.number);
  await expect(item).toContainText(`Bill TZS ${Number(payment.amount.replace(/,/g, '')).toLocaleString('en-US')}`);
  await expect(item).toContainText('Pending');
}

test('both control numbers submitted show as pending, one replaced once the scholar says yes, and the dashboard and its to-do list follow', async ({
  page,
}) => {
  const [first, NHIF] = [fee(), nhif()];
  await signInTo(page, '/home', await newStudent('payments', 'Amani Lyimo'));
  await expect(todo(page).getByRole('link')).toHaveText([UPLOAD_TODO, FEE_TODO, NHIF_TODO]);
  await expect(page.getByRole('region', { name: 'Recent payments' }).getByText('No control numbers submitted yet')).toBeVisible();

  await todo(page).getByRole('link', { name: FEE_TODO }).click();
  await expect(page).toHaveURL('/payments');
  await expect(history(page).getByText('No payment submissions yet')).toBeVisible();

  // Blank or only spaces: refused before anything is sent.
  const controlNumber = page.getByLabel('Control number');
  await page.getByRole('button', { name: 'Submit control number' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EMPTY })).toHaveText(EMPTY);
  await expect(controlNumber).toHaveAttribute('aria-invalid', 'true');
  await controlNumber.fill('    ');
  await page.getByRole('button', { name: 'Submit control number' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EMPTY })).toHaveText(EMPTY);
  await expect(history(page).getByText('No payment submissions yet')).toBeVisible();
  // The bill's amount is what the bank's payment is checked against: whole shillings only.
  await fillIn(page, { ...first, amount: '1250000.50' });
  await expect(page.getByRole('alert').filter({ hasText: BAD_AMOUNT })).toHaveText(BAD_AMOUNT);
  await expect(page.getByLabel('Amount on the bill (TZS)')).toHaveAttribute('aria-invalid', 'true');
  await expect(history(page).getByText('No payment submissions yet')).toBeVisible();

  // Spaces around a number are trimmed away.
  await submit(page, first, `  ${first.number} `);
  await expectPending(page, first);
  await submit(page, NHIF);
  await expectPending(page, NHIF);
  await expectPending(page, first);
  await expect(history(page).getByRole('listitem')).toHaveCount(2);

  // Another number for the fee replaces the first only once the scholar says yes.
  const FEE = { ...first, number: freshControlNumber() };
  await fillIn(page, FEE);
  const question = page.getByRole('alertdialog', { name: 'Replace your earlier submission?' });
  await expect(question).toContainText(`You already submitted ${first.number} for University fee 2024-2025 on`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expectPending(page, first);
  await page.getByRole('button', { name: 'Submit control number' }).click();
  await question.getByRole('button', { name: 'Replace it' }).click();
  await expectSubmitted(page);
  await expectPending(page, FEE);
  await expect(history(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/home');
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  for (const payment of [FEE, NHIF]) {
    const item = recent.getByRole('listitem').filter({ hasText: payment.description });
    await expect(item).toContainText(payment.number);
    await expect(item).toContainText('Pending');
  }
  await expect(todo(page).getByRole('link')).toHaveText([UPLOAD_TODO]);
});

test('with the provider stopped, the history shown is the saved one, with the suffix', async ({ page }) => {
  const FEE = fee();
  await signInTo(page, '/payments', await newStudent('payments-offline', 'Halima Said'));
  await submit(page, FEE);
  await expectPending(page, FEE);

  await stopProvider();
  try {
    // A reload would fail the session's profile check while the provider is down; Refresh asks again.
    await history(page).getByRole('button', { name: 'Refresh' }).click();
    await expect(history(page).getByRole('alert')).toHaveText(
      'Unable to connect to the server. Please check your internet connection and try again. Showing cached payment data.',
    );
    await expectPending(page, FEE);
  } finally {
    await startProvider();
  }

  await history(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(history(page).getByRole('alert')).toHaveCount(0);
  await expectPending(page, FEE);
});
