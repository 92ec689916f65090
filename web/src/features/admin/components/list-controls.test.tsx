/** @vitest-environment happy-dom */
// The admin lists' shared controls, the page range and the batch choice, in the reader's language.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { TestI18n } from '@/shared/testing/test-i18n';
import { BatchFilter } from './BatchFilter';
import { Pagination } from './Pagination';

const pageInfo = { page: 2, pageSize: 20, totalCount: 324, hasNextPage: true, hasPreviousPage: true };

function controls(locale: 'en' | 'sw') {
  render(
    <TestI18n preferences={{ locale }}>
      <MemoryRouter initialEntries={['/admin/students?page=2&batch=2']}>
        <BatchFilter batches={[1, 2, 3]} />
        <Pagination pageInfo={pageInfo} label="Scholars pages" />
      </MemoryRouter>
    </TestI18n>,
  );
}

describe('the admin list controls', () => {
  beforeAll(() => loadCatalogue('sw'));

  it.each([
    ['en', 'Batch', ['All batches', 'Batch 1', 'Batch 2', 'Batch 3'], '21–40 of 324', 'Previous page', 'Next page'],
    ['sw', 'Kundi', ['Makundi yote', 'Kundi 1', 'Kundi 2', 'Kundi 3'], '21–40 kati ya 324', 'Ukurasa uliotangulia', 'Ukurasa unaofuata'],
  ] as const)('read in %s', (locale, batch, choices, range, previous, next) => {
    controls(locale);
    const select = screen.getByLabelText<HTMLSelectElement>(batch);
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(choices);
    expect(select.value).toBe('2');
    expect(screen.getByText(range)).toBeTruthy();
    expect(screen.getByRole('link', { name: previous }).getAttribute('href')).toBe('/admin/students?batch=2');
    expect(screen.getByRole('link', { name: next }).getAttribute('href')).toBe('/admin/students?page=3&batch=2');
  });
});
