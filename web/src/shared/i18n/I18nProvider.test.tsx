/** @vitest-environment happy-dom */
// The language a reader sees is the one they chose last, even when an earlier choice's messages arrive later.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormattedMessage } from 'react-intl';
import { loadCatalogue } from './catalogues';
import { I18nProvider, useDisplayPreferences } from './I18nProvider';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Probe() {
  const { preferences, apply } = useDisplayPreferences();
  return (
    <>
      <p data-testid="locale">{preferences.locale}</p>
      <p data-testid="label">
        <FormattedMessage id="shared.language.label" defaultMessage="Language" />
      </p>
      <button onClick={() => apply({ locale: 'sw' })}>sw</button>
      <button onClick={() => apply({ locale: 'en', timeZone: 'UTC' })}>en</button>
    </>
  );
}

describe('I18nProvider', () => {
  it('a choice of English made while Kiswahili was loading wins', async () => {
    render(
      <I18nProvider initial={{ locale: 'en' }}>
        <Probe />
      </I18nProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'sw' }).click();
      screen.getByRole('button', { name: 'en' }).click();
    });
    await act(async () => {
      await loadCatalogue('sw');
    });
    expect(screen.getByTestId('locale').textContent).toBe('en');
    expect(screen.getByTestId('label').textContent).toBe('Language');
    expect(localStorage.getItem('nuru.locale')).toBe('en');
  });

  it('starts in the remembered language, and switches once its messages are in', async () => {
    localStorage.setItem('nuru.locale', 'sw');
    await loadCatalogue('sw');
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('label').textContent).toBe('Lugha');
    act(() => screen.getByRole('button', { name: 'en' }).click());
    expect(screen.getByTestId('label').textContent).toBe('Language');
    act(() => screen.getByRole('button', { name: 'sw' }).click());
    expect(screen.getByTestId('label').textContent).toBe('Lugha');
  });
});
