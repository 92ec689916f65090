import { expect, test } from '@playwright/test';
import { signInAs } from '../support/browser.js';
import { newStudent } from '../support/provider.js';

test('the browser sends every GraphQL operation as its persisted hash, never as text', async ({ page }) => {
  const sent: { query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: string } } }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') sent.push(request.postDataJSON());
  });
  await signInAs(page, await newStudent('persisted', 'Imani Hash'));
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Sign-in e-mail' })).toBeVisible();

  expect(sent.length).toBeGreaterThan(2);
  for (const body of sent) {
    expect(body.query).toBeUndefined();
    expect(body.extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  }
});
