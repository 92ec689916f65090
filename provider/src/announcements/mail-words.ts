import type { InLanguages, Mail } from '../notify/mail-language.js';

/** A new announcement's e-mail: the officer's title and text as written, the portal's words around them. */
export const ANNOUNCEMENT_MAIL: InLanguages<(announcement: { title: string; content: string }) => Mail> = {
  en: ({ title, content }) => ({
    subject: `New announcement: ${title}`,
    text: `${title}\n\n${content}\n\nRead it in the portal under Announcements.`,
  }),
  sw: ({ title, content }) => ({
    subject: `Tangazo jipya: ${title}`,
    text: `${title}\n\n${content}\n\nSoma tangazo hili kwenye mfumo, sehemu ya Matangazo.`,
  }),
};
