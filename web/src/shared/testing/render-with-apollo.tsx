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
import { ToastProvider } from '@/shared/ui/Toast';

export type MockedOperation = MockLink.MockedResponse;

type Options = { mocks?: readonly MockedOperation[]; path?: string };

export function renderWithApollo(ui: ReactElement, { mocks = [], path = '/' }: Options = {}) {
  const cache = createCache();
  const user = userEvent.setup();
  const rendered = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>{ui}</ToastProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { ...rendered, user, cache };
}
