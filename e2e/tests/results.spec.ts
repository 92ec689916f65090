// Results: a scholar uploads a transcript, sees it listed, downloads it and deletes it;
// a file that is not what its name says, or is too large, is refused with a clear message.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInTo, storedSession } from '../support/browser.js';
import { transcriptPdf } from '../support/documents.js';
import { newStudent } from '../support/provider.js';

const FIVE_MB = 5 * 1024 * 1024;
const TOO_LARGE = 'File is too large. The maximum size is 5 MB.';

const fileInput = (page: Page) => page.getByLabel('Result document');
const resultsList = (page: Page) => page.getByRole('region', { name: 'Your results' });

test('upload a PDF with progress, see it submitted, download the same bytes, delete it', async ({ page }) => {
  await signInTo(page, '/results', await newStudent('results', 'Neema Mushi'));
  await expect(resultsList(page).getByText('No results uploaded yet')).toBeVisible();

  const pdf = transcriptPdf('Neema Mushi, transcript 2024-2025, GPA 3.75');
  await fileInput(page).setInputFiles({ name: 'transcript-2024-2025.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByLabel('Academic year').selectOption('2024-2025');
  await page.getByLabel('GPA').fill('3.75');

  // Held at the browser's edge until the progress bar has been seen, then sent on unchanged.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/uploads/results', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload result' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Uploading transcript-2024-2025.pdf')).toBeVisible();
  release();

  await expect(page.getByRole('status').filter({ hasText: 'Result uploaded successfully' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.unroute('**/uploads/results');
  const item = resultsList(page).getByRole('listitem').filter({ hasText: 'Academic year 2024-2025' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Submitted');
  await expect(item).toContainText('GPA3.75');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('button', { name: 'Download results for 2024-2025' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await download.path())).equals(pdf), 'the downloaded bytes are the uploaded ones').toBe(true);

  await item.getByRole('button', { name: 'Delete results for 2024-2025' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this result?' });
  await expect(dialog).toContainText('Your 2024-2025 results document will be removed.');
  // Cancelling keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(1);

  await item.getByRole('button', { name: 'Delete results for 2024-2025' }).click();
  await dialog.getByRole('button', { name: 'Delete result' }).click();
  await expect(dialog).toBeHidden();
  await expect(resultsList(page).getByText('No results uploaded yet')).toBeVisible();
  await page.reload();
  await expect(resultsList(page).getByText('No results uploaded yet')).toBeVisible();
});

test('a text file named .pdf is refused by its content, and nothing is listed', async ({ page }) => {
  await signInTo(page, '/results', await newStudent('results-type', 'Baraka Mollel'));

  // The browser takes it for a PDF by its name; the content says otherwise.
  await fileInput(page).setInputFiles({
    name: 'transcript.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('My grades: all As, honestly.\n'),
  });
  await page.getByLabel('GPA').fill('4.9');
  await page.getByRole('button', { name: 'Upload result' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, JPEG or PNG files are accepted' })).toBeVisible();
  await expect(resultsList(page).getByText('No results uploaded yet')).toBeVisible();
  // The form keeps what was typed, so the scholar only has to pick the right file.
  await expect(page.getByLabel('GPA')).toHaveValue('4.9');
});

test('a file over 5 MB is refused in the browser, and by the gateway if the browser is bypassed', async ({ page }) => {
  await signInTo(page, '/results', await newStudent('results-size', 'Zawadi Kimaro'));

  const oversize = Buffer.concat([transcriptPdf('large scan'), Buffer.alloc(FIVE_MB)]);
  await fileInput(page).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: oversize });
  await expect(page.getByRole('alert').filter({ hasText: TOO_LARGE })).toBeVisible();
  await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('GPA').fill('3.1');
  await page.getByRole('button', { name: 'Upload result' }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(resultsList(page).getByText('No results uploaded yet')).toBeVisible();

  // The same file posted by a script with the scholar's token: the gateway stops it as it streams.
  const { authToken } = await storedSession(page);
  const answer = await page.evaluate(
    async ({ token, size }) => {
      const form = new FormData();
      form.append('year', '2024-2025');
      form.append('gpa', '3.1');
      const bytes = new Uint8Array(size);
      bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'scan.pdf');
      const response = await fetch('/uploads/results', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return { status: response.status, body: await response.json() };
    },
    { token: authToken, size: FIVE_MB + 1 },
  );
  expect(answer).toEqual({ status: 413, body: { error: { message: TOO_LARGE, code: 'BAD_USER_INPUT', requestId: expect.any(String) } } });
  await page.reload();
  await expect(resultsList(page).getByText('No results uploaded yet')).toBeVisible();
});
