import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routePreloader } from './route-preload';

// Routes as the router holds them: a layout without code of its own, pages whose parts load lazily.
function routes() {
  const results = { Component: vi.fn(() => Promise.resolve(() => null)), loader: vi.fn(() => Promise.resolve(() => null)) };
  const profile = vi.fn(() => Promise.resolve({}));
  const failing = { Component: vi.fn(() => Promise.reject(new Error('chunk gone'))) };
  const tree: RouteObject[] = [
    {
      children: [
        { path: '/results', lazy: results },
        { path: '/profile', lazy: profile },
        { path: '/broken', lazy: failing },
        { path: '/settings' },
      ],
    },
  ];
  return { tree, results, profile, failing };
}

describe('routePreloader', () => {
  it("fetches the parts of the page at the path, and only that page's", () => {
    const { tree, results, profile } = routes();
    routePreloader(tree)('/results');
    expect(results.Component).toHaveBeenCalledOnce();
    expect(results.loader).toHaveBeenCalledOnce();
    expect(profile).not.toHaveBeenCalled();
  });

  it('fetches a page whose lazy part is one function', () => {
    const { tree, profile } = routes();
    routePreloader(tree)('/profile?tab=bank');
    expect(profile).toHaveBeenCalledOnce();
  });

  it('does nothing for a page without lazy parts or an unknown path, and leaves a failure for the click', async () => {
    const { tree, results, profile, failing } = routes();
    const preload = routePreloader(tree);
    expect(() => preload('/settings')).not.toThrow();
    expect(() => preload('/nowhere')).not.toThrow();
    preload('/broken');
    await expect(failing.Component.mock.results[0]!.value).rejects.toThrow('chunk gone');
    expect(results.Component).not.toHaveBeenCalled();
    expect(profile).not.toHaveBeenCalled();
  });

  it('asks each part once however often a pointer comes back, and again after a failure', async () => {
    const { tree, results, profile, failing } = routes();
    const preload = routePreloader(tree);
    preload('/results');
    preload('/results?page=2');
    preload('/profile');
    preload('/profile');
    expect(results.Component).toHaveBeenCalledOnce();
    expect(results.loader).toHaveBeenCalledOnce();
    expect(profile).toHaveBeenCalledOnce();
    preload('/broken');
    await expect(failing.Component.mock.results[0]!.value).rejects.toThrow('chunk gone');
    await Promise.resolve();
    preload('/broken');
    expect(failing.Component).toHaveBeenCalledTimes(2);
  });
});
