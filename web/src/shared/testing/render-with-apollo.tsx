// Component tests render a component as the app does: Apollo with the app's cache policies, answering
// with the operations the test lists, inside a router and the toast region of the app's shell. Files
// using it start with `/** @vitest-environment happy-dom */`.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createCache } from '@/shared/api/cache';
import { TestI18n, type TestPreferences } from './test-i18n';
import { ToastProvider } from '@/shared/ui/Toast';

export type MockedOperation = MockLink.MockedResponse;

type Options = { mocks?: readonly MockedOperation[]; path?: string; i18n?: TestPreferences };

export function renderWithApollo(ui: ReactElement, { mocks = [], path = '/', i18n }: Options = {}) {
  const cache = createCache();
  const user = userEvent.setup();
  const rendered = render(
    <TestI18n preferences={i18n}>
      <MockedProvider mocks={mocks} cache={cache}>
        <MemoryRouter initialEntries={[path]}>
          <ToastProvider>{ui}</ToastProvider>
        </MemoryRouter>
      </MockedProvider>
    </TestI18n>,
  );
  return { ...rendered, user, cache };
}
