/** @vitest-environment happy-dom */
// A visitor who reads Kiswahili switches on the landing page: the page changes at once, and the choice is
// remembered for their next visit on this browser.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { TestI18n } from '@/shared/testing/test-i18n';
import { LandingPage } from './LandingPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderLanding() {
  return render(
    <TestI18n>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </TestI18n>,
  );
}

describe('LandingPage', () => {
  it('speaks English by default, with the way in', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your scholarship, in one place.');
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/signup');
    expect(document.title).toBe('Nuru Yangu · Scholarship Portal');
  });

  it('switches to Kiswahili at once and remembers it', async () => {
    renderLanding();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Kiswahili');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ufadhili wako wa masomo, mahali pamoja.' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Fungua akaunti yako' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Lugha' })).toBeTruthy();
    expect(localStorage.getItem('nuru.locale')).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(document.title).toBe('Nuru Yangu · Mfumo wa Ufadhili wa Masomo');
  });
});

describe('LandingPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('greets a reader who chose Kiswahili before', () => {
    render(
      <TestI18n preferences={{ locale: 'sw' }}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </TestI18n>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ufadhili wako wa masomo, mahali pamoja.');
    expect(screen.getAllByRole('link', { name: 'Ingia' })).toHaveLength(2);
  });
});
