// Announcements: a scholar filters the list (the URL keeps the filters), marks announcements read
// (kept in this browser across reloads), opens one and acknowledges it; an administrator publishes one that asks
// for acknowledgement and watches the scholar move from pending to acknowledged.
import { expect, test, type Page } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs, signInTo } from '../support/browser.js';
import { newStudent } from '../support/provider.js';

const DEADLINE = 'Results upload deadline for 2024-2025';
const MENTORSHIP = 'Batch 1 mentorship orientation';
const STIPEND = 'Stipend disbursement for the first semester';

const list = (page: Page) => page.getByRole('list', { name: 'Announcements' });
const item = (page: Page, title: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });
const unread = (page: Page) => page.getByTestId('unread-count');

test('a scholar filters announcements, marks them read, opens one and acknowledges it', async ({ page }) => {
  await signInTo(page, '/announcements', await newStudent('announcements', 'Zuhura Said'));
  await expect(item(page, STIPEND)).toBeVisible();
  // Pinned first, then the newest.
  const titles = list(page).getByRole('heading');
  await expect(titles.first()).toHaveText(STIPEND);
  await expect(titles.nth(1)).toHaveText(DEADLINE);
  const total = await list(page).getByRole('heading').count();
  await expect(unread(page)).toHaveText(String(total));

  // Filters go into the URL and survive a reload.
  await page.getByLabel('Priority', { exact: true }).selectOption('urgent');
  await expect(page).toHaveURL('/announcements?priority=urgent');
  await expect(item(page, DEADLINE)).toBeVisible();
  await expect(item(page, STIPEND)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('urgent');
  await expect(item(page, DEADLINE)).toBeVisible();
  await expect(item(page, STIPEND)).toHaveCount(0);

  await page.getByLabel('Search', { exact: true }).fill('disbursement');
  await expect(page).toHaveURL('/announcements?priority=urgent&q=disbursement');
  await expect(page.getByText('No announcements match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/announcements');
  await expect(list(page).getByRole('heading')).toHaveCount(total);

  // Tags in words, as chips and as the filter's choices.
  await expect(item(page, MENTORSHIP).getByRole('list', { name: 'Tags' })).toContainText('Batch 1');
  await expect(page.getByLabel('Tag', { exact: true }).getByRole('option', { name: 'Mentorship' })).toHaveAttribute('value', 'mentorship');
  await page.getByLabel('Tag', { exact: true }).selectOption('mentorship');
  await page.getByLabel('Category', { exact: true }).selectOption('batch1');
  await expect(page).toHaveURL('/announcements?category=batch1&tag=mentorship');
  await expect(list(page).getByRole('heading')).toHaveText([MENTORSHIP]);
  await page.getByLabel('Tag', { exact: true }).selectOption('');
  await page.getByLabel('Category', { exact: true }).selectOption('all');
  await expect(page).toHaveURL('/announcements');

  // One read, then all read: both still so after a reload.
  await item(page, MENTORSHIP)
    .getByRole('button', { name: `Mark as read: ${MENTORSHIP}` })
    .click();
  await expect(unread(page)).toHaveText(String(total - 1));
  await expect(item(page, MENTORSHIP).getByRole('button', { name: /Mark as read/ })).toHaveCount(0);
  await page.reload();
  await expect(unread(page)).toHaveText(String(total - 1));
  await expect(item(page, MENTORSHIP).getByText('Unread')).toHaveCount(0);
  await expect(item(page, STIPEND).getByText('Unread')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(unread(page)).toHaveText('0');
  await page.reload();
  await expect(unread(page)).toHaveText('0');
  await expect(list(page).getByRole('button', { name: /Mark as read/ })).toHaveCount(0);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('announcementsRead:')));
  expect(stored).toHaveLength(1);

  // The detail: full content, sender, date, category, priority, tags; acknowledged once, kept by the server.
  await list(page).getByRole('link', { name: DEADLINE }).click();
  await expect(page).toHaveURL(/\/announcements\/[0-9a-f-]{36}$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: DEADLINE })).toBeVisible();
  await expect(article).toContainText('stipends of scholars without results on file will be put on hold');
  await expect(article).toContainText('FromProgramme Administrator');
  await expect(article).toContainText('Date01/09/2025');
  await expect(article).toContainText('CategoryAll batches');
  await expect(article).toContainText('PriorityUrgent');
  await expect(article).toContainText(/Tags.*Deadline/);
  await article.getByRole('button', { name: `Acknowledge: ${DEADLINE}` }).click();
  await expect(article.getByText(/^Acknowledged on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').getByText(/^Acknowledged on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Acknowledge/ })).toHaveCount(0);
});

test('an administrator publishes one that asks for acknowledgement and sees the scholar move from pending to acknowledged', async ({
  page,
  browser,
}) => {
  const scholar = await newStudent('announcements-ack', 'Rehema Mollel');
  const title = `Sign the scholar agreement ${Date.now()}`;

  await signInAs(page, seededAdmin, '/admin');
  await page.goto('/admin/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  // Refused before sending while incomplete.
  await page.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Title is required' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New announcement' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Content', { exact: true }).fill('Please read the scholar agreement and confirm here.');
  await form.getByLabel('Batch', { exact: true }).selectOption({ label: 'Batch 1' });
  await form.getByRole('checkbox', { name: 'Requires acknowledgement' }).check();
  await form.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement created' })).toBeVisible();

  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row.getByText('Requires acknowledgement')).toBeVisible();
  await row.getByRole('button', { name: `Acknowledgements: ${title}` }).click();
  const panel = row.getByRole('region', { name: `Acknowledgements of ${title}` });
  await expect(panel.getByRole('list', { name: 'Pending' })).toContainText(scholar.name);
  await expect(panel.getByRole('list', { name: 'Acknowledged' })).not.toContainText(scholar.name);

  // The scholar, in their own browser, sees it and acknowledges it from the list.
  const scholarContext = await browser.newContext();
  const scholarPage = await scholarContext.newPage();
  await signInTo(scholarPage, '/announcements', scholar);
  const announcement = item(scholarPage, title);
  await announcement.getByRole('button', { name: `Acknowledge: ${title}` }).click();
  await expect(announcement.getByText(/^Acknowledged on /)).toBeVisible();
  await scholarContext.close();

  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel.getByRole('list', { name: 'Acknowledged' })).toContainText(scholar.name);
  await expect(panel.getByRole('list', { name: 'Pending' })).not.toContainText(scholar.name);

  // Pin, then delete with a confirmation.
  await row.getByRole('button', { name: `Pin: ${title}` }).click();
  await expect(row.getByRole('button', { name: `Unpin: ${title}` })).toBeVisible();
  await row.getByRole('button', { name: `Delete: ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete announcement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Announcement deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});
