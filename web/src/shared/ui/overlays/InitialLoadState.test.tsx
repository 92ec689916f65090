/** @vitest-environment happy-dom */
// A page's first load as docs/behaviour.md §2, 8 and 9 word it: the overlay while it loads, the failure in the gateway's
// words, and giving up after 15 seconds; in English, and in Kiswahili for a reader who chose it.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import type { Locale } from '../../i18n/display-preferences';
import { TestI18n } from '../../testing/test-i18n';
import { InitialLoadState } from './InitialLoadState';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeAll(() => loadCatalogue('sw'));

const failure = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'The results service is down.', extensions: { code } }] });

function show(props: { loading: boolean; error?: unknown }, locale: Locale = 'en') {
  render(
    <TestI18n preferences={{ locale }}>
      <InitialLoadState {...props} />
    </TestI18n>,
  );
}

const overlayText = () => screen.getByRole('alertdialog').textContent;

describe('InitialLoadState', () => {
  it('says it is loading, then gives up after 15 seconds', async () => {
    vi.useFakeTimers();
    show({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Loading your data...');
    act(() => {
      vi.advanceTimersByTime(14_999);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlayText()).toContain('Error Loading Data');
    expect(overlayText()).toContain('Data loading error: Data loading timeout after 15 seconds');
  });

  it("prefixes the gateway's message, and shows nothing for an expired session", () => {
    show({ loading: false, error: failure('UPSTREAM_UNAVAILABLE') });
    expect(overlayText()).toContain('Data loading error: The results service is down.');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    cleanup();
    show({ loading: false, error: failure('UNAUTHENTICATED') });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks Kiswahili, keeping the gateway’s own words', async () => {
    vi.useFakeTimers();
    show({ loading: true }, 'sw');
    expect(screen.getByRole('status').textContent).toBe('Inapakia data yako...');
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(overlayText()).toContain('Hitilafu ya kupakia data: Muda wa kupakia data umekwisha baada ya sekunde 15');
    cleanup();
    show({ loading: false, error: failure('UPSTREAM_UNAVAILABLE') }, 'sw');
    expect(overlayText()).toContain('Hitilafu ya kupakia data: The results service is down.');
    expect(screen.getByRole('button', { name: 'Pakia ukurasa upya' })).toBeTruthy();
  });
});
