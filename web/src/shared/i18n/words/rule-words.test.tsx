/** @vitest-environment happy-dom */
// Every sentence of @nuru/rules has its Kiswahili, and a Kiswahili reader sees it where the English would show.
import { render, screen } from '@testing-library/react';
import { ANNOUNCEMENT_CREATED } from '@nuru/rules/announcements';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogues';
import { I18nProvider } from '../I18nProvider';
import { useServerWords } from '../words';
import swahili from './sw.json';
import { ruleWords } from './rule-words';

const translations: Record<string, string> = swahili;

function Shown({ text }: { text: string }) {
  return <p>{useServerWords()(text)}</p>;
}

describe('the rules’ sentences in Kiswahili', () => {
  it('words/sw.json translates every sentence, and nothing else', () => {
    const names = ruleWords().map(([name]) => name);
    expect(names.length).toBeGreaterThan(100);
    expect(Object.keys(translations).sort()).toEqual([...names].sort());
    for (const [name, text] of Object.entries(translations)) expect([name, text.trim().length > 0]).toEqual([name, true]);
  });

  it('a Kiswahili reader reads a known sentence in Kiswahili, and an unknown one as it came', async () => {
    await loadCatalogue('sw');
    render(
      <I18nProvider initial={{ locale: 'sw' }}>
        <Shown text={ANNOUNCEMENT_CREATED} />
        <Shown text="The provider's own reason" />
      </I18nProvider>,
    );
    expect(screen.getByText('Tangazo limetumwa')).toBeTruthy();
    expect(screen.getByText("The provider's own reason")).toBeTruthy();
  });

  it('an English reader reads the English', () => {
    render(
      <I18nProvider initial={{ locale: 'en' }}>
        <Shown text={ANNOUNCEMENT_CREATED} />
      </I18nProvider>,
    );
    expect(screen.getByText('Announcement created')).toBeTruthy();
  });
});
