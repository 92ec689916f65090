import type { InLanguages, Mail } from '../notify/mail-language.js';

/** The notice to the old address once the sign-in e-mail changed: the one warning a person whose session was stolen would get. */
export const EMAIL_CHANGED_MAIL: InLanguages<(name: string, newEmail: string) => Mail> = {
  en: (name, newEmail) => ({
    subject: 'Your Nuru Yangu e-mail was changed',
    text:
      `Hello ${name},\n\nThe e-mail of your Nuru Yangu Scholarship Portal account was changed to ${newEmail}. ` +
      'From now on, sign in with that address.\n\nIf you did not do this, contact the programme office at once: someone else may be using your account.',
  }),
  sw: (name, newEmail) => ({
    subject: 'Barua pepe yako ya Nuru Yangu imebadilishwa',
    text:
      `Habari ${name},\n\nBarua pepe ya akaunti yako kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu imebadilishwa kuwa ${newEmail}. ` +
      'Kuanzia sasa, ingia kwa kutumia anwani hiyo.\n\nKama si wewe uliyefanya hivi, wasiliana na ofisi ya programu mara moja: huenda mtu mwingine anatumia akaunti yako.',
  }),
};
