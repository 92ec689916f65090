// axe's WCAG 2.1 A/AA scan of a page as it is now, for the accessibility spec and for states a flow's own spec makes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

function describeViolation({ id, impact, help, helpUrl, nodes }: Result): string {
  const where = nodes.map((node) => `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`);
  return `  [${impact}] ${id}: ${help} (${helpUrl})\n${where.join('\n')}`;
}

/** Fails with every serious or critical WCAG 2.1 AA violation on the page as it is now (the page needs a context of its own). */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  expect(blocking.map(describeViolation), `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
