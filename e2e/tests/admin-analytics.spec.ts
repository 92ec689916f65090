// The analytics in the browser: the officer sees each chart drawn and its figures as a table, narrows
// them to one batch through the address, and downloads a chart's figures as CSV and its picture as PNG.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs } from '../support/browser.js';

const CHARTS = [
  'Results and control numbers over the year',
  'GPA distribution per batch',
  'Control numbers by type and status',
  'Scholars per university',
];

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Opens a chart's table (it stays open while the filters change) and answers it. */
async function tableOf(page: Page, title: string) {
  const details = chart(page, title).locator('details');
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) await details.getByText('Show as table').click();
  const table = chart(page, title).getByRole('table', { name: `${title}, as a table` });
  await expect(table).toBeVisible();
  return table;
}

/** A table's body rows as the CSV writes them: cells joined by commas. */
async function rowsOf(table: ReturnType<Page['getByRole']>) {
  const rows = await table.locator('tbody tr').all();
  return Promise.all(rows.map(async (row) => (await row.locator('th, td').allInnerTexts()).join(',')));
}

test('an officer reads the analytics, narrows them to a batch and downloads a chart as CSV and as PNG', async ({ page }) => {
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  await page.goto('/admin/analytics');

  let everyBatch: string[] = [];
  await test.step('each chart is drawn and has its figures as a table', async () => {
    for (const title of CHARTS) {
      const drawing = chart(page, title).locator('svg.chart');
      await expect(drawing).toBeVisible();
      await expect(drawing.locator('rect, circle')).not.toHaveCount(0);
      const table = await tableOf(page, title);
      await expect(table.locator('tbody tr').first()).toBeVisible();
    }
    await expect(chart(page, 'GPA distribution per batch').getByRole('columnheader')).toHaveText([
      'GPA band',
      'Batch 1 results',
      'Batch 2 results',
    ]);
    everyBatch = await rowsOf(chart(page, 'Control numbers by type and status').getByRole('table'));
    // accessibility.spec.ts scans the page with its tables closed; here they are open.
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id),
    ).toEqual([]);
  });

  await test.step('choosing batch 2 puts it in the address and charts only its figures', async () => {
    await page.getByRole('combobox', { name: 'Batch', exact: true }).selectOption('2');
    await expect(page).toHaveURL(/[?&]batch=2(&|$)/);
    await expect(page.getByRole('heading', { name: 'The programme in 2024-2025' })).toBeVisible();
    await expect(page.getByText(/^Batch 2\. /)).toBeVisible();
    const gpa = await tableOf(page, 'GPA distribution per batch');
    await expect(gpa.getByRole('columnheader')).toHaveText(['GPA band', 'Batch 2 results']);
    const payments = await tableOf(page, 'Control numbers by type and status');
    await expect(payments.locator('tbody tr')).toHaveCount(2);
    expect(await rowsOf(payments)).not.toEqual(everyBatch);
  });

  await test.step("a chart's CSV holds its table's figures", async () => {
    const card = chart(page, 'Control numbers by type and status');
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Control numbers by type and status as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('analytics-payments-2024-2025-batch-2.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const shown = await rowsOf(card.getByRole('table'));
    expect(shown.map((row) => row.split(',')[0])).toEqual(['University fee', 'NHIF']);
    expect(csv).toBe(['Payment type,Unpaid,Processing,Paid,Failed', ...shown].join('\r\n') + '\r\n');
  });

  await test.step("a chart's PNG is a picture", async () => {
    const downloading = page.waitForEvent('download');
    await chart(page, 'GPA distribution per batch').getByRole('button', { name: 'Download GPA distribution per batch as PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('analytics-gpa-2024-2025-batch-2.png');
    const png = await readFile(await download.path());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(5_000);
  });
});
