import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { swahili } from '@/shared/i18n/sw-catalogue';
import type { RunAction } from './run-action';
import { changeNotice, createdNotice, type ChangedRun } from './run-notices';

// What each step of a run did, as the notice says it in each language, from the step and the run it answered.
const en = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
const sw = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: swahili });

const row = { studentId: 's-1', name: 'Asha Mwinyi' };
const draft: ChangedRun = { status: 'DRAFT', includedCount: 2, excludedCount: 1 };
const approved = { ...draft, status: 'APPROVED' } as const;
const cancelled = { ...draft, status: 'CANCELLED' } as const;

describe('changeNotice', () => {
  it.each<[RunAction, ChangedRun, string, string]>([
    [
      { kind: 'approve' },
      approved,
      'Stipend run approved: the bank file can be downloaded.',
      'Awamu ya malipo ya posho imeidhinishwa: faili la benki linaweza kupakuliwa.',
    ],
    [{ kind: 'cancel' }, cancelled, 'Stipend run cancelled.', 'Awamu ya malipo ya posho imesitishwa.'],
    [
      { kind: 'cancel' },
      approved,
      'Cancellation asked for: the bank file was downloaded, so another administrator must confirm it.',
      'Ombi la kusitisha limetumwa: faili la benki limeshapakuliwa, hivyo msimamizi mwingine lazima alithibitishe.',
    ],
    [{ kind: 'confirmCancel' }, cancelled, 'Stipend run cancelled.', 'Awamu ya malipo ya posho imesitishwa.'],
    [
      { kind: 'withdrawCancel' },
      approved,
      'Cancellation withdrawn: the run stays approved.',
      'Ombi la kusitisha limeondolewa: awamu inabaki imeidhinishwa.',
    ],
    [{ kind: 'paid' }, { ...draft, status: 'PAID' }, 'Stipend run marked paid.', 'Awamu ya malipo ya posho imewekwa alama kuwa imelipwa.'],
    [{ kind: 'amount', row: { ...row, amountTzs: 1 } }, draft, "Asha Mwinyi's row saved.", 'Safu ya Asha Mwinyi imehifadhiwa.'],
    [{ kind: 'exclude', row }, draft, "Asha Mwinyi's row saved.", 'Safu ya Asha Mwinyi imehifadhiwa.'],
    [{ kind: 'include', row }, draft, "Asha Mwinyi's row saved.", 'Safu ya Asha Mwinyi imehifadhiwa.'],
    [
      { kind: 'failed', row },
      { ...draft, status: 'PAID' },
      "Asha Mwinyi's transfer reported failed: another administrator must confirm it before they can be paid again.",
      'Uhamisho kwa Asha Mwinyi umeripotiwa kushindikana: msimamizi mwingine lazima athibitishe kabla hajalipwa tena.',
    ],
    [
      { kind: 'confirmFailure', row },
      { ...draft, status: 'PAID' },
      "Asha Mwinyi's transfer marked failed; they will be considered in a later run.",
      'Uhamisho kwa Asha Mwinyi umewekwa alama kuwa umeshindikana; atazingatiwa katika awamu ijayo.',
    ],
    [
      { kind: 'dismissFailure', row },
      { ...draft, status: 'PAID' },
      "Asha Mwinyi's transfer stands as sent: the report was dismissed.",
      'Uhamisho kwa Asha Mwinyi unabaki kama ulivyotumwa: ripoti imetupiliwa mbali.',
    ],
  ])('%j answered %j', (action, run, english, kiswahili) => {
    expect([changeNotice(en, action, run), changeNotice(sw, action, run)]).toEqual([english, kiswahili]);
  });
});

describe('createdNotice', () => {
  it.each([
    [
      1,
      1,
      'Stipend run created as a draft: 1 scholar included, 1 excluded.',
      'Awamu ya malipo ya posho imeundwa kama rasimu: mwanafunzi 1 amejumuishwa, 1 ameondolewa.',
    ],
    [
      2,
      0,
      'Stipend run created as a draft: 2 scholars included, 0 excluded.',
      'Awamu ya malipo ya posho imeundwa kama rasimu: wanafunzi 2 wamejumuishwa, 0 wameondolewa.',
    ],
  ])('%i included, %i excluded', (includedCount, excludedCount, english, kiswahili) => {
    const run = { status: 'DRAFT', includedCount, excludedCount } as const;
    expect([createdNotice(en, run), createdNotice(sw, run)]).toEqual([english, kiswahili]);
  });
});
