import { lazy, type ComponentType } from 'react';

/** What a control that opens such a part spreads: a pointer resting on it, a finger touching it, or focus, preloads. */
export type PreloadIntent = { onPointerEnter: () => void; onFocus: () => void };

export type OnDemand<P> = {
  /** Suspends until its code has arrived; shown in a transition, the screen before it stays until then. */
  Component: ComponentType<P>;
  /** Starts the download (once): on a sign the reader is about to open it, so it is there by the click. */
  preload: () => void;
  intent: PreloadIntent;
};

/**
 * A part of a screen that only a reader's action shows (a form behind a button, a step after an answer), with its
 * code and its libraries kept out of the screen's first download.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const started = () => (loading ??= load());
  const preload = () => void started();
  return {
    Component: lazy(() => started().then((component) => ({ default: component }))),
    preload,
    intent: { onPointerEnter: preload, onFocus: preload },
  };
}
