/** @vitest-environment happy-dom */
// Every sentence of @nuru/rules has its Kiswahili, and a Kiswahili reader sees it where the English would show.
import { render, screen } from '@testing-library/react';
import { ANNOUNCEMENT_CREATED } from '@nuru/rules/announcements';
import { PASSWORD_REQUIRED } from '@nuru/rules/auth';
import { controlNumberUsedMessage, submitFailedMessage } from '@nuru/rules/payments';
import { GPA_RANGE_MESSAGE, RESULTS_LIST_FAILED_MESSAGE } from '@nuru/rules/results';
import { Alert } from '@/shared/ui/Alert';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Field } from '@/shared/ui/Field';
import { ToastProvider, useToast } from '@/shared/ui/Toast';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogues';
import { I18nProvider } from '../I18nProvider';
import { useServerWords } from '../words';
import english from './en.json';
import swahili from './sw.json';
import { ruleTemplates, ruleWords } from './rule-words';

const translations: Record<string, string> = swahili;

function Shown({ text }: { text: string }) {
  return <p>{useServerWords()(text)}</p>;
}

describe('the rules’ sentences in Kiswahili', () => {
  it('words/en.json says the rules’ sentences as the rules now do (pnpm --filter @nuru/web i18n:extract writes it)', () => {
    expect(english).toEqual(Object.fromEntries([...ruleWords(), ...ruleTemplates()]));
  });

  it('words/sw.json translates every sentence, and nothing else', () => {
    const names = [...ruleWords(), ...ruleTemplates()].map(([name]) => name);
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

  it('a sentence with blanks is translated with its values, themselves translated when they are words', async () => {
    await loadCatalogue('sw');
    render(
      <I18nProvider initial={{ locale: 'sw' }}>
        <Shown text={controlNumberUsedMessage('UNIVERSITY_FEE', '2024-2025')} />
        <Shown text={submitFailedMessage('NHIF')} />
      </I18nProvider>,
    );
    expect(
      screen.getByText('Tayari umeitumia namba hii ya malipo kwa Ada ya chuo 2024-2025. Hakikisha namba iliyo kwenye bili yako.'),
    ).toBeTruthy();
    expect(screen.getByText('Imeshindikana kuwasilisha malipo ya NHIF')).toBeTruthy();
  });

  it('every sentence with blanks finds its values again in its English', () => {
    for (const [name, english] of ruleTemplates()) expect([name, english.includes('\u0001')]).toEqual([name, true]);
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

describe('where the rules’ sentences show', () => {
  it('an alert, a failure, a field’s problem and a toast say them in Kiswahili', async () => {
    await loadCatalogue('sw');
    render(
      <I18nProvider initial={{ locale: 'sw' }}>
        <ToastProvider>
          <Alert tone="error">{PASSWORD_REQUIRED}</Alert>
          <ErrorState title="x" message={RESULTS_LIST_FAILED_MESSAGE} onRetry={() => undefined} />
          <Field ids={{ inputId: 'i', errorId: 'e', hintId: 'h' }} label="GPA" error={GPA_RANGE_MESSAGE}>
            <input id="i" />
          </Field>
          <ShowToast text={ANNOUNCEMENT_CREATED} />
        </ToastProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('Nenosiri linahitajika')).toBeTruthy();
    expect(screen.getByText('Imeshindikana kupakia matokeo yako. Tafadhali jaribu tena baadaye.')).toBeTruthy();
    expect(screen.getByText('GPA lazima iwe namba kati ya 0.0 na 5.0')).toBeTruthy();
    screen.getByRole('button', { name: 'show' }).click();
    expect(await screen.findByText('Tangazo limetumwa')).toBeTruthy();
  });
});

function ShowToast({ text }: { text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(text)}>
      show
    </button>
  );
}
