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

/**
 * The notice to the scholar once the account their stipend is paid into changed (masked: its last 4 digits), or was
 * removed (null): a scholar whose session and password were taken learns of it before a stipend goes astray.
 */
export const BANK_ACCOUNT_CHANGED_MAIL: InLanguages<(name: string, masked: string | null) => Mail> = {
  en: (name, masked) => ({
    subject: 'Your Nuru Yangu bank account number was changed',
    text:
      `Hello ${name},\n\n` +
      (masked
        ? `The bank account your Nuru Yangu stipends are paid into was changed to ${masked} (only its last 4 digits are shown).`
        : 'The bank account number your Nuru Yangu stipends are paid into was removed from your profile: no stipend can be paid until you add one.') +
      '\n\nIf you did not do this, contact the programme office at once: someone else may be using your account and could have your stipend paid to them.',
  }),
  sw: (name, masked) => ({
    subject: 'Namba ya akaunti yako ya benki ya Nuru Yangu imebadilishwa',
    text:
      `Habari ${name},\n\n` +
      (masked
        ? `Akaunti ya benki ambayo posho zako za Nuru Yangu hulipwa imebadilishwa kuwa ${masked} (tarakimu 4 za mwisho pekee ndizo zinaonyeshwa).`
        : 'Namba ya akaunti ya benki ambayo posho zako za Nuru Yangu hulipwa imeondolewa kwenye wasifu wako: hakuna posho itakayolipwa hadi uweke nyingine.') +
      '\n\nKama si wewe uliyefanya hivi, wasiliana na ofisi ya programu mara moja: huenda mtu mwingine anatumia akaunti yako na anaweza kufanya posho yako ilipwe kwake.',
  }),
};
