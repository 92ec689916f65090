import { useMemo, type MouseEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';

/** Marks an anchor whose click the router takes: any other link is the browser's to follow (a file, an API address). */
export const APP_LINK = { 'data-app-link': '' } as const;

/** The page an event happened on a link to: an `<a href>` matching `selector`, of this origin, that opens here. */
function linkedPage(target: EventTarget | null, selector: string): URL | null {
  const link = target instanceof Element ? target.closest(selector) : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Where a click should take the app, or null when the browser should handle it: a click with another button or
 * with a modifier key opens a new tab or window, as on a react-router `Link`.
 */
function routedClickTarget(
  event: Pick<globalThis.MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'target'>,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const url = linkedPage(event.target, 'a[href][data-app-link]');
  return url ? pathOf(url) : null;
}

/**
 * Lets the links inside one element be plain `<a href {...APP_LINK}>`s that a click still routes in the app, as a
 * react-router `Link`'s, replacing the history entry when it leads where the reader already is. A table's rows thus
 * share one handler, where a `Link` in each row would run its own hooks and effects on every draw.
 */
export function useLinkDelegation() {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  return useMemo(
    () => ({
      onClick(event: MouseEvent) {
        const to = routedClickTarget(event.nativeEvent);
        if (to === null) return;
        event.preventDefault();
        void navigate(to, { replace: to === here });
      },
    }),
    [navigate, here],
  );
}

/**
 * Fetches the code of the page a link of this origin leads to as soon as the reader shows they may follow it: a
 * pointer resting on it, a finger touching it (a touch sends `pointerover` as the finger goes down, before the click
 * its lifting makes) or focus. Every link in `root` is covered, `Link`s and marked anchors alike, by two listeners
 * instead of handlers on each link. Answers a function that removes them.
 */
export function preloadLinkedPages(root: Document | HTMLElement, preload: (path: string) => void) {
  const onIntent = (event: Event) => {
    const url = linkedPage(event.target, 'a[href]');
    if (url) preload(url.pathname);
  };
  root.addEventListener('pointerover', onIntent);
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
