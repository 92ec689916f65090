import type { InLanguages, Mail } from '../notify/mail-language.js';

/** The notice to a new security contact address, naming the account it now watches over. */
export const SECURITY_CONTACT_MAIL: InLanguages<(name: string, accountEmail: string) => Mail> = {
  en: (name, accountEmail) => ({
    subject: 'Your security contact for the Nuru Yangu Scholarship Portal',
    text:
      `Hello ${name},\n\nThis address is now the security contact of the portal account ${accountEmail}. ` +
      'We will write here about sign-in and security changes.\n\nIf you did not ask for this, sign in and change your password.',
  }),
  sw: (name, accountEmail) => ({
    subject: 'Anwani yako ya usalama kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
    text:
      `Habari ${name},\n\nAnwani hii sasa ndiyo anwani ya usalama ya akaunti ${accountEmail} kwenye mfumo. ` +
      'Tutakuandikia hapa kuhusu kuingia na mabadiliko ya usalama.\n\nKama hukuomba hili, ingia kisha ubadilishe nenosiri lako.',
  }),
};

/** To the administrators who remain when an officer deletes their own account. */
export const OFFICER_DELETED_MAIL: InLanguages<(officer: { name: string; email: string }) => Mail> = {
  en: (officer) => ({
    subject: 'An administrator deleted their account on the Nuru Yangu Scholarship Portal',
    text:
      `${officer.name} (${officer.email}) deleted their administrator account: it can no longer sign in. The records they ` +
      'signed keep their name.\n\nIf you did not expect this, tell the programme office.',
  }),
  sw: (officer) => ({
    subject: 'Msimamizi amefuta akaunti yake kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
    text:
      `${officer.name} (${officer.email}) amefuta akaunti yake ya msimamizi: haiwezi tena kuingia. Rekodi alizoidhinisha ` +
      'zinabaki na jina lake.\n\nKama hukutarajia hili, ijulishe ofisi ya programu.',
  }),
};
