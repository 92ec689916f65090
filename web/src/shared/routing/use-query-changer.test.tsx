/** @vitest-environment happy-dom */
// Two filters changed in quick succession, the first one's data still loading: both reach the address.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryChanger } from './use-query-changer';

const set = (name: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(name, value);
  return next;
};

function Filters() {
  const [params, changeQuery] = useQueryChanger();
  return (
    <>
      <p data-testid="shown">{params.toString()}</p>
      <button type="button" onClick={() => changeQuery(set('tag', 'mentorship'))}>
        tag
      </button>
      <button type="button" onClick={() => changeQuery(set('category', 'batch1'))}>
        category
      </button>
    </>
  );
}

// What the hook replaces: each change built on the address shown.
function FiltersOnTheAddressShown() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => void setParams(set('tag', 'mentorship')(params))}>
        tag
      </button>
      <button type="button" onClick={() => void setParams(set('category', 'batch1')(params))}>
        category
      </button>
    </>
  );
}

/** A page whose loader waits until released, as a slow network does, and the release. */
function slowPage(Page: () => React.ReactNode) {
  const waiting: (() => void)[] = [];
  const router = createMemoryRouter(
    [{ path: '/list', element: <Page />, loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))) }],
    { initialEntries: ['/list'], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  // Released, the router finishes the navigation some promise turns later.
  const release = async () => {
    act(() => waiting.splice(0).forEach((resolve) => resolve()));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  };
  return { router, release };
}

async function changeBothWhileLoading(Page: () => React.ReactNode) {
  const user = userEvent.setup();
  const { router, release } = slowPage(Page);
  await user.click(screen.getByRole('button', { name: 'tag' }));
  await user.click(screen.getByRole('button', { name: 'category' }));
  await release();
  return new URLSearchParams(router.state.location.search);
}

describe('useQueryChanger', () => {
  it('keeps the first filter when the second is changed before the first one’s data has arrived', async () => {
    const query = await changeBothWhileLoading(Filters);
    expect(Object.fromEntries(query)).toEqual({ tag: 'mentorship', category: 'batch1' });
    expect(screen.getByTestId('shown').textContent).toBe('tag=mentorship&category=batch1');
  });

  it('is needed: built on the address shown, the second change drops the first', async () => {
    const query = await changeBothWhileLoading(FiltersOnTheAddressShown);
    expect(Object.fromEntries(query)).toEqual({ category: 'batch1' });
  });

  it('starts again from an address reached another way', async () => {
    const user = userEvent.setup();
    const { router, release } = slowPage(Filters);
    await user.click(screen.getByRole('button', { name: 'tag' }));
    await release();
    act(() => {
      void router.navigate('/list?priority=high');
    });
    await release();
    await user.click(screen.getByRole('button', { name: 'category' }));
    await release();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ priority: 'high', category: 'batch1' });
  });
});
