// The programme desk in the browser: a roster with a bad row is reported and nothing is applied; fixed,
// it is imported; one of the new scholars signs up; the officer finds them, suspends them with a reason and
// finds the action in the audit log; and an overview figure opens the list it counts.
import { expect, test } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs } from '../support/browser.js';
import { signUpInvited, uniqueEmail } from '../support/provider.js';

test('an officer imports a roster, finds a new scholar, suspends them with a reason and sees it in the audit log', async ({ page }) => {
  const asha = { email: uniqueEmail('roster.asha'), name: `Asha Roster ${Date.now()}` };
  const baraka = uniqueEmail('roster.baraka');
  const reason = 'Asked to pause for a term';
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');

  await test.step('a roster with a bad row is reported row by row and applies nothing', async () => {
    await page.goto('/admin/students/invitations');
    const roster = page.getByLabel('Or paste the roster');
    await roster.fill(`email,batchNo,name\n${asha.email},2,${asha.name}\n${baraka},9,Baraka Roster`);
    await page.getByRole('button', { name: 'Check roster' }).click();
    const report = page.getByRole('region', { name: 'Roster check' });
    await expect(report.getByRole('row').filter({ hasText: baraka })).toContainText('Batch 9 is not an active batch');
    await expect(report.getByRole('row').filter({ hasText: asha.email })).toContainText('Will be invited');
    await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
  });

  await test.step('fixed, the roster is imported', async () => {
    await page.getByLabel('Or paste the roster').fill(`email,batchNo,name\n${asha.email},2,${asha.name}\n${baraka},1,Baraka Roster`);
    await page.getByRole('button', { name: 'Check roster' }).click();
    await page.getByRole('button', { name: 'Import 2 scholars' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report).toContainText('2 scholar(s) invited.');
    await expect(report.getByRole('row').filter({ hasText: asha.email })).toContainText('Invited to batch 2');
  });

  await signUpInvited(asha.email, 'Scholar#2026', asha.name);

  await test.step('the officer finds the new scholar by search and suspends them with a reason', async () => {
    await page.goto('/admin/students');
    await page.getByRole('searchbox', { name: 'Search' }).fill(asha.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await page.getByRole('link', { name: asha.name }).click();
    await expect(page.getByRole('heading', { name: asha.name })).toBeVisible();
    await page.getByLabel('New status').selectOption('SUSPENDED');
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByText('Enrollment status updated')).toBeVisible();
    await expect(page.getByText(`Active → Suspended: ${reason}`)).toBeVisible();
  });

  await test.step('the action is in the audit log, with who did it', async () => {
    await page.goto('/admin/settings/audit');
    const row = page.getByRole('row').filter({ hasText: `Active → Suspended: ${reason}` });
    await expect(row).toContainText('Changed the enrollment status');
    await expect(row).toContainText(seededAdmin.email);
    // The record named in words, and the log filtered by that kind of record.
    await expect(row.getByRole('link', { name: /^Scholar [0-9a-f]{8}$/ })).toBeVisible();
    await page.getByLabel('Record').selectOption({ label: 'Scholar' });
    await expect(page).toHaveURL(/entity=student/);
    await expect(page.getByRole('row').filter({ hasText: `Active → Suspended: ${reason}` })).toBeVisible();
  });
});

test('the overview figure of missing results opens the list of exactly those scholars', async ({ page }) => {
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  const totals = page.getByRole('region', { name: /^The programme in/ });
  const missing = totals.getByRole('link', { name: /^\d+ Missing$/ }).first();
  const figure = (await missing.textContent())?.replace(' Missing', '').trim();
  await missing.click();
  await expect(page).toHaveURL(/\/admin\/students\?status=ACTIVE&missing=RESULTS&year=2024-2025$/);
  await expect(page.getByText(`${figure} match these filters.`)).toBeVisible();
  await expect(page.getByLabel('Missing')).toHaveValue('RESULTS');
});
