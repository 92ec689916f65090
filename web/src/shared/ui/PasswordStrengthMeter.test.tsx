/** @vitest-environment happy-dom */
// The strength meter of docs/behaviour.md §5 as a reader sees it: the strength in words and the checklist, in English and in
// Kiswahili; on its own, outside any language provider, it speaks English.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/catalogues';
import { TestI18n } from '../testing/test-i18n';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

afterEach(cleanup);
beforeAll(() => loadCatalogue('sw'));

const checklist = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('PasswordStrengthMeter', () => {
  it('words the strength and each criterion', () => {
    render(<PasswordStrengthMeter password="abc1" />);
    expect(screen.getByText('Password strength: Weak')).toBeTruthy();
    expect(checklist()).toEqual([
      'At least 8 characters(not met)',
      'An uppercase letter(not met)',
      'A lowercase letter(met)',
      'A number(met)',
      'A special character(not met)',
    ]);
  });

  it('speaks Kiswahili to a reader who chose it', () => {
    render(
      <TestI18n preferences={{ locale: 'sw' }}>
        <PasswordStrengthMeter password="Abcdefg1" />
      </TestI18n>,
    );
    expect(screen.getByText('Uimara wa nenosiri: Nzuri')).toBeTruthy();
    expect(checklist()).toEqual([
      'Angalau herufi 8(imetimizwa)',
      'Herufi kubwa(imetimizwa)',
      'Herufi ndogo(imetimizwa)',
      'Namba(imetimizwa)',
      'Alama maalum(haijatimizwa)',
    ]);
  });
});
