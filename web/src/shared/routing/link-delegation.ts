import { useMemo, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { createPath, useLocation, useNavigate } from 'react-router';
import { usePreloadRoute } from './route-preload';

/** Marks an anchor whose click the router takes: any other link is the browser's to follow (a file, an API address). */
export const APP_LINK = { 'data-app-link': '' } as const;

/** The in-app link an event happened in: a marked `<a href>` of this origin that the browser would open here. */
function inAppLink(target: EventTarget | null, origin: string): URL | null {
  const link = target instanceof Element ? target.closest('a[href][data-app-link]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  return url.origin === origin ? url : null;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Where a click should take the app, or null when the browser should handle it: a click with another button or
 * with a modifier key opens a new tab or window, as on a react-router `Link`.
 */
function routedClickTarget(
  event: Pick<globalThis.MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented' | 'target'>,
  origin: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const url = inAppLink(event.target, origin);
  return url ? pathOf(url) : null;
}

/**
 * Lets the links inside one element be plain `<a href {...APP_LINK}>`s that still behave as react-router `Link`s:
 * a click is routed in the app (replacing the history entry when it leads where the reader already is), and a
 * pointer resting on a link, or focus, fetches its page's code. A finger touching a link counts as resting on it: a
 * touch screen sends `pointerover` as the finger goes down, before the click that follows its lifting. A table's rows thus share one handler, where a
 * `Link` in each row would run its own hooks and effects on every draw.
 */
export function useLinkDelegation() {
  const navigate = useNavigate();
  const preload = usePreloadRoute();
  const here = createPath(useLocation());
  return useMemo(() => {
    const preloadLink = (event: PointerEvent | FocusEvent) => {
      const url = inAppLink(event.target, window.location.origin);
      if (url) preload(url.pathname);
    };
    return {
      onClick(event: MouseEvent) {
        const to = routedClickTarget(event.nativeEvent, window.location.origin);
        if (to === null) return;
        event.preventDefault();
        void navigate(to, { replace: to === here });
      },
      onPointerOver: preloadLink,
      onFocus: preloadLink,
    };
  }, [navigate, preload, here]);
}
