/** @vitest-environment happy-dom */
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LINK, preloadLinkedPages, useLinkDelegation } from './link-delegation';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

// A list whose row links are plain anchors, as a TableFrame's are.
function List() {
  return (
    <div data-testid="list" {...useLinkDelegation()}>
      <Where />
      <a {...APP_LINK} href="/scholars/7">
        <span>Neema Mushi</span>
      </a>
      <a {...APP_LINK} href="/scholars?university=UDSM">
        Only UDSM
      </a>
      <a {...APP_LINK} href="/scholars">
        This list
      </a>
      <a {...APP_LINK} href="/scholars/8" target="_blank">
        In a new tab
      </a>
      <a {...APP_LINK} href="/scholars.csv" download>
        Download
      </a>
      <a {...APP_LINK} href="https://example.org/elsewhere">
        Elsewhere
      </a>
      <a {...APP_LINK} href="/scholars/9" onClick={(event) => event.preventDefault()}>
        Handled already
      </a>
      <a href="/files/transcript.pdf">A file the browser opens</a>
      <button type="button">Not a link</button>
    </div>
  );
}

/**
 * Clicks `element`; true when the app kept the browser's default from running. The default is then prevented in
 * any case, so the test's window does not follow the link away from this origin.
 */
function click(element: Element, init: MouseEventInit = {}) {
  let prevented = false;
  const stop = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  fireEvent.click(element, init);
  document.removeEventListener('click', stop);
  return prevented;
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/scholars', Component: List },
      { path: '/scholars/:id', Component: Where },
    ],
    { initialEntries: ['/scholars'] },
  );
  render(<RouterProvider router={router} />);
  return { router };
}

describe('useLinkDelegation', () => {
  it("routes a plain click on a link, or on what the link holds, in the app and keeps the browser's default from running", async () => {
    const { router } = setup();
    expect(click(screen.getByText('Neema Mushi'))).toBe(true);
    expect(await screen.findByText('at /scholars/7')).toBeTruthy();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keeps the query of the link', async () => {
    setup();
    click(screen.getByText('Only UDSM'));
    expect(await screen.findByText('at /scholars?university=UDSM')).toBeTruthy();
  });

  it('replaces the history entry when the link leads where the reader already is, as a Link does', async () => {
    const { router } = setup();
    expect(click(screen.getByText('This list'))).toBe(true);
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
  });

  it.each([
    ['the Ctrl key', 'Neema Mushi', { ctrlKey: true }],
    ['the Cmd key', 'Neema Mushi', { metaKey: true }],
    ['the Shift key', 'Neema Mushi', { shiftKey: true }],
    ['the Alt key', 'Neema Mushi', { altKey: true }],
    ['the middle button', 'Neema Mushi', { button: 1 }],
    ['a link to a new tab', 'In a new tab', {}],
    ['a download', 'Download', {}],
    ['another site', 'Elsewhere', {}],
    ["a link not marked as the app's", 'A file the browser opens', {}],
    ['a link whose own handler has prevented the default', 'Handled already', {}],
  ])('leaves a click with %s to the browser', (_case, text, init) => {
    const { router } = setup();
    // The link's own handler is the only one that may have prevented the default.
    expect(click(screen.getByText(text), init)).toBe(text === 'Handled already');
    expect(router.state.location.pathname).toBe('/scholars');
  });

  it('does nothing on a click outside a link', () => {
    const { router } = setup();
    expect(click(screen.getByText('Not a link'))).toBe(false);
    expect(router.state.location.pathname).toBe('/scholars');
  });
});

describe('preloadLinkedPages', () => {
  const root = document.createElement('div');
  afterEach(() => root.remove());

  function links() {
    root.innerHTML = `
      <a href="/results?year=2025"><span>Results</span></a>
      <a data-app-link href="/admin/students/7">A row's link</a>
      <a href="/payments" target="_blank">In a new tab</a>
      <a href="/files/transcript.pdf" download>A download</a>
      <a href="https://example.org/elsewhere">Elsewhere</a>
      <button type="button">Not a link</button>`;
    document.body.append(root);
    const preload = vi.fn();
    const stop = preloadLinkedPages(root, preload);
    const at = (text: string) => screen.getByText(text);
    return { preload, stop, at };
  }

  it('fetches the page of any link of this origin when a pointer rests on it, a finger touches it or it gets focus', () => {
    const { preload, at } = links();
    fireEvent.pointerOver(at('Results'));
    expect(preload).toHaveBeenLastCalledWith('/results');
    fireEvent.pointerOver(at("A row's link"), { pointerType: 'touch' });
    expect(preload).toHaveBeenLastCalledWith('/admin/students/7');
    fireEvent.focusIn(at('Results').parentElement!);
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('fetches nothing for a link to a new tab, a download, another site or what is not a link', () => {
    const { preload, at } = links();
    for (const text of ['In a new tab', 'A download', 'Elsewhere', 'Not a link']) fireEvent.pointerOver(at(text));
    fireEvent.focusIn(at('Elsewhere'));
    expect(preload).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    const { preload, at, stop } = links();
    stop();
    fireEvent.pointerOver(at('Results'));
    fireEvent.focusIn(at('Results'));
    expect(preload).not.toHaveBeenCalled();
  });
});
