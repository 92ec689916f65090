// The run's page as its component tests open it: its route's query answered with a run, each change answered with
// the run as it then stands, at the rows' arguments of an address without search or pages.
import { expect, vi } from 'vitest';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import type { TestPreferences } from '@/shared/testing/test-i18n';
import type { run } from './disbursement-fixtures';
import { runRoute } from './run-route';
import { RunPage } from './RunPage';

type Run = ReturnType<typeof run>;

/** What every change sends besides its own variables: the rows the page shows. */
export const ROWS = { search: undefined, page: 1, excludedSearch: undefined, excludedPage: 1, pageSize: 25 };

/** The page's query, answered with the run (null: no such run). */
export const loaded = (answer: Run | null): MockedOperation => ({
  request: { query: runRoute.query, variables: (variables: Record<string, unknown>) => variables.id === 'run-1' },
  result: { data: { __typename: 'Query', disbursementRun: answer } },
});

/** A change's answer: the run as it now stands. */
export const changed = (field: string, answer: Run) => ({
  data: { __typename: 'Mutation', [field]: { __typename: 'DisbursementRunChange', run: answer } },
});

/** A mock of a change that records the variables it was asked with (the mock answers only when they match). */
export function recorded(query: MockedOperation['request']['query'], expected: Record<string, unknown>, result: MockedOperation['result']) {
  const asked = vi.fn((variables: Record<string, unknown>) => {
    expect(variables).toEqual(expected);
    return true;
  });
  return { asked, mock: { request: { query, variables: asked }, result } as MockedOperation };
}

export const renderRunPage = (
  mocks: MockedOperation[],
  { path = '/admin/disbursement/run-1', i18n }: { path?: string; i18n?: TestPreferences } = {},
) => renderPage(RunPage, { loader: runRoute.loader, mocks, path, pattern: '/admin/disbursement/:id', i18n });
