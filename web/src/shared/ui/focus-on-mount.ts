/**
 * A ref that moves focus to its element when the element appears. React's autoFocus does this itself; Preact
 * only writes the autofocus attribute, which a browser honours on a page's first load alone. Stable (one
 * function for all), so it runs once per element, not on every render.
 */
export const focusOnMount = (element: HTMLElement | null) => {
  element?.focus();
};
