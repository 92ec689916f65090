import type { InLanguages, Language, Mail } from '../notify/mail-language.js';
import type { ReminderKind } from './reminder-rules.js';

// The reminder a scholar missing a document gets, in both languages.

interface ReminderWords {
  /** What is missing: the subject's words, the task to do, and the portal section it is done in. */
  what: Record<ReminderKind, { subject: string; task: string; where: string }>;
  mail: (what: { subject: string; task: string; where: string }, year: string, name: string) => Mail;
}

const WORDS: InLanguages<ReminderWords> = {
  en: {
    what: {
      RESULTS: { subject: 'academic results', task: 'upload your academic results', where: 'Results' },
      UNIVERSITY_FEE: { subject: 'university fee control number', task: 'submit your university fee control number', where: 'Payment' },
      NHIF: { subject: 'NHIF control number', task: 'submit your NHIF control number', where: 'Payment' },
    },
    mail: ({ subject, task, where }, year, name) => ({
      subject: `Reminder: your ${subject} for ${year}`,
      text:
        `Dear ${name || 'scholar'},\n\nOur records show that you have not yet done this for ${year}: ${task}. ` +
        `Please do it in the Nuru Yangu Scholarship Portal under ${where}.\n\nIf you have just done it, please ignore this reminder.`,
    }),
  },
  sw: {
    what: {
      RESULTS: { subject: 'matokeo yako', task: 'pakia matokeo yako', where: 'Matokeo' },
      UNIVERSITY_FEE: {
        subject: 'namba yako ya malipo ya ada ya chuo',
        task: 'wasilisha namba yako ya malipo ya ada ya chuo',
        where: 'Malipo',
      },
      NHIF: { subject: 'namba yako ya malipo ya NHIF', task: 'wasilisha namba yako ya malipo ya NHIF', where: 'Malipo' },
    },
    mail: ({ subject, task, where }, year, name) => ({
      subject: `Kikumbusho: ${subject} kwa mwaka wa masomo ${year}`,
      text:
        `Ndugu ${name || 'mwanafunzi'},\n\nKumbukumbu zetu zinaonyesha kuwa bado hujafanya hili kwa mwaka wa masomo ${year}: ${task}. ` +
        `Tafadhali fanya hivyo kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu, sehemu ya ${where}.\n\n` +
        'Kama umeshafanya hivyo hivi punde, tafadhali puuza kikumbusho hiki.',
    }),
  },
};

/** The reminder in one language; year as the portal shows it (2024-2025). */
export const reminderMail = (language: Language, kind: ReminderKind, year: string, name: string): Mail =>
  WORDS[language].mail(WORDS[language].what[kind], year, name);
