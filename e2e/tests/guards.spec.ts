// docs/behaviour.md §2: route guards and redirects, and the student shell around every page.
import { expect, test } from '@playwright/test';
import { seededAdmin, seededStudent } from '../support/accounts.js';
import { signInAs, signInTo, storedSession } from '../support/browser.js';

const student = seededStudent(0);

// docs/behaviour.md §2: sidebar items in order, and each page's title with its subtitle.
const STUDENT_PAGES: Array<{ link: string; path: string; title: string; subtitle: string }> = [
  { link: 'Dashboard', path: '/home', title: 'Dashboard', subtitle: 'Overview of your scholarship status and activities.' },
  { link: 'Profile', path: '/profile', title: 'Profile', subtitle: 'Manage your personal and academic information.' },
  { link: 'Results', path: '/results', title: 'Results', subtitle: 'View and track your academic performance.' },
  { link: 'Payment', path: '/payments', title: 'Payments', subtitle: 'Submit a control number and review your payment submissions.' },
  { link: 'Announcements', path: '/announcements', title: 'Announcements', subtitle: 'Latest updates and important notifications.' },
  { link: 'Career Mentorship', path: '/mentorship', title: 'Career Mentorship', subtitle: 'Access mentorship resources and sessions.' },
  { link: 'Settings', path: '/settings', title: 'Settings', subtitle: 'Configure your account preferences.' },
];

test('protected pages send a visitor without a session to /login', async ({ page }) => {
  for (const path of ['/home', '/profile', '/settings', '/admin']) {
    await page.goto(path);
    await expect(page, `${path} without a session`).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }
});

test('set-password and complete-profile without a verified e-mail go back to /signup', async ({ page }) => {
  for (const path of ['/set-password', '/complete-profile']) {
    await page.goto(path);
    await expect(page, `${path} without a verified e-mail`).toHaveURL('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Create your account' })).toBeVisible();
});

test('a student who opens /admin is sent to /home', async ({ page }) => {
  await page.goto('/login');
  await signInAs(page, student);
  await page.goto('/admin');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByRole('link', { name: 'Admin area' })).toHaveCount(0);
});

test('the seeded administrator reaches the admin area', async ({ page }) => {
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL('/admin/students');
  await page.reload();
  await expect(page).toHaveURL('/admin/students');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Students');
});

test('an administrator is not offered the scholar screens: their addresses lead to /admin, settings stay theirs', async ({ page }) => {
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  for (const { path } of STUDENT_PAGES.filter((p) => p.path !== '/settings')) {
    await page.goto(path);
    await expect(page, `${path} as an administrator`).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Admin Dashboard');
  }

  // The account settings are every signed-in person's: opened from the user menu, in the admin area's sidebar.
  const menuButton = page.getByRole('button', { name: `Account menu for ${seededAdmin.name}` });
  await menuButton.click();
  await expect(page.getByRole('link', { name: 'My profile' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Students' })).toHaveAttribute('href', '/admin/students');
  const offered = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const { path } of STUDENT_PAGES.filter((p) => p.path !== '/settings')) expect(offered, path).not.toContain(path);
});

test('the user menu says the role and signs out, as the sidebar does', async ({ page }) => {
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  const menuButton = page.getByRole('button', { name: `Account menu for ${seededAdmin.name}` });
  await menuButton.click();
  const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  expect(await storedSession(page)).toEqual({ authToken: null, user: null });
  await page.goto('/admin');
  await expect(page).toHaveURL('/login');
});

test('the student shell: sidebar, header, subtitles and user menu', async ({ page }) => {
  await signInTo(page, '/settings', student);

  const sidebar = page.locator('aside');
  await expect(sidebar.getByText('NURU YANGU', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Scholarship Portal', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(STUDENT_PAGES.map((p) => p.link));
  for (const { link, path } of STUDENT_PAGES)
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', path);
  await expect(sidebar.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // Each page opened directly, so one page's own content cannot hide another's top bar.
  const topBar = page.getByRole('banner');
  for (const { path, title, subtitle } of STUDENT_PAGES) {
    await page.goto(path);
    await expect(topBar.getByRole('heading', { level: 1 }), path).toHaveText(title);
    await expect(topBar.getByText(subtitle, { exact: true }), path).toBeVisible();
  }

  await page.goto('/settings');
  await nav.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL('/profile');
  await expect(nav.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('aria-current', 'page');

  const initials = student.name
    .split(' ')
    .map((word) => word[0])
    .join('');
  const menuButton = page.getByRole('button', { name: `Account menu for ${student.name}` });
  await expect(menuButton).toContainText(initials);
  await expect(menuButton).toContainText(student.name);
  await expect(menuButton).toContainText(student.email);
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Scholar', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/settings');
});

test('on a phone the sidebar folds away behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInTo(page, '/settings', student);

  const nav = page.getByRole('navigation', { name: 'Main' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await expect(nav).toBeHidden();
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');

  await openMenu.click();
  await expect(nav).toBeVisible();
  await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();

  await openMenu.click();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(nav).toBeHidden();

  // Focus moves into the open drawer, Tab wraps inside it, and closing gives focus back to the button.
  await openMenu.click();
  await expect(nav).toBeVisible();
  const closeMenu = page.getByRole('button', { name: 'Close menu' });
  await expect(closeMenu).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(closeMenu).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(openMenu).toBeFocused();
});
