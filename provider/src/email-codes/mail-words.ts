import type { InLanguages, Mail } from '../notify/mail-language.js';
import type { CodePurpose } from './code-queries.js';

// The e-mail that carries a 6-digit code, for each purpose, in both languages.

type CodeMails = Record<CodePurpose, (code: string) => Mail>;

export const CODE_MAIL: InLanguages<CodeMails> = {
  en: {
    signup: (code) => ({
      subject: 'Your Nuru Yangu verification code',
      text: `Your verification code is ${code}. It expires in 15 minutes.\n\nIf you did not start signing up for the Nuru Yangu Scholarship Portal, ignore this e-mail.`,
    }),
    email_change: (code) => ({
      subject: 'Confirm your new Nuru Yangu e-mail',
      text: `Your code to make this address your portal e-mail is ${code}. It expires in 15 minutes.\n\nIf you did not ask for this, ignore this e-mail: nothing changes.`,
    }),
    password_reset: (code) => ({
      subject: 'Your Nuru Yangu password reset code',
      text: `Your password reset code is ${code}. It expires in 15 minutes.\n\nIf you did not ask to reset your password, ignore this e-mail: your password stays unchanged.`,
    }),
  },
  sw: {
    signup: (code) => ({
      subject: 'Msimbo wako wa uthibitisho wa Nuru Yangu',
      text: `Msimbo wako wa uthibitisho ni ${code}. Msimbo huu ni halali kwa dakika 15.\n\nKama hukuanza kujisajili kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu, puuza barua pepe hii.`,
    }),
    email_change: (code) => ({
      subject: 'Thibitisha barua pepe yako mpya ya Nuru Yangu',
      text: `Msimbo wako wa kuifanya anwani hii kuwa barua pepe yako kwenye mfumo ni ${code}. Msimbo huu ni halali kwa dakika 15.\n\nKama hukuomba hili, puuza barua pepe hii: hakuna kitakachobadilika.`,
    }),
    password_reset: (code) => ({
      subject: 'Msimbo wako wa kuweka upya nenosiri la Nuru Yangu',
      text: `Msimbo wako wa kuweka upya nenosiri ni ${code}. Msimbo huu ni halali kwa dakika 15.\n\nKama hukuomba kuweka upya nenosiri lako, puuza barua pepe hii: nenosiri lako halitabadilika.`,
    }),
  },
};
