import { displayYear } from '../academic-year/year-rules.js';
import type { InLanguages, Language, Mail } from '../notify/mail-language.js';
import type { SettingChange } from './programme-settings-rules.js';

// The invitation e-mails, in both languages: a scholar's (to a batch) and an administrator's.

interface InvitationMails {
  student: (batchNo: number | null) => Mail;
  admin: (name: string | null) => Mail;
}

const EN_SIGN_UP = 'Sign up on the Scholarship Portal with this e-mail address: we will send you a verification code to continue.';
const SW_SIGN_UP =
  'Jisajili kwenye Mfumo wa Ufadhili wa Masomo kwa kutumia anwani hii ya barua pepe: tutakutumia msimbo wa uthibitisho ili uendelee.';

export const INVITATION_MAIL: InLanguages<InvitationMails> = {
  en: {
    student: (batchNo) => ({
      subject: 'You are invited to the Nuru Yangu Scholarship Portal',
      text: `You have been selected for batch ${batchNo} of the Nuru Yangu scholarship programme.\n\n${EN_SIGN_UP}`,
    }),
    admin: (name) => ({
      subject: 'You are invited to administer the Nuru Yangu Scholarship Portal',
      text:
        `${name ? `Dear ${name},\n\n` : ''}You have been invited to join the programme officers of the Nuru Yangu ` +
        `scholarship programme as an administrator.\n\n${EN_SIGN_UP}`,
    }),
  },
  sw: {
    student: (batchNo) => ({
      subject: 'Umealikwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text: `Umechaguliwa kujiunga na kundi namba ${batchNo} la programu ya ufadhili wa masomo ya Nuru Yangu.\n\n${SW_SIGN_UP}`,
    }),
    admin: (name) => ({
      subject: 'Umealikwa kuwa msimamizi wa Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text:
        `${name ? `Ndugu ${name},\n\n` : ''}Umealikwa kujiunga na maafisa wa programu ya ufadhili wa masomo ya Nuru Yangu ` +
        `kama msimamizi.\n\n${SW_SIGN_UP}`,
    }),
  },
};

/** Someone as an e-mail names them. */
export interface Person {
  name: string | null;
  email: string;
}

const named = (person: Person) => (person.name ? `${person.name} (${person.email})` : person.email);

// To every administrator when the programme's officers change: each ends by saying what to do about a change
// they did not expect, since the point of telling them is that one of them may not have.
interface AdminNoticeMails {
  /** `aloneFrom`: when no other administrator is active, the moment the inviter may confirm it alone. */
  invited: (actor: Person, invitee: Person, aloneFrom: string | null) => Mail;
  confirmed: (actor: Person, invitee: Person) => Mail;
  deactivated: (actor: Person, target: Person) => Mail;
  activated: (actor: Person, target: Person) => Mail;
}

export const ADMIN_NOTICE_MAIL: InLanguages<AdminNoticeMails> = {
  en: {
    invited: (actor, invitee, aloneFrom) => ({
      subject: 'A new administrator was invited to the Nuru Yangu Scholarship Portal',
      text:
        `${named(actor)} invited ${named(invitee)} to become an administrator of the Nuru Yangu Scholarship Portal.\n\n` +
        `The invitation is sent to them only once an administrator other than ${named(actor)} confirms it in Settings > Administrators.` +
        (aloneFrom ? ` As no other administrator is active, ${named(actor)} can confirm it alone from ${aloneFrom}.` : '') +
        '\n\nIf you did not expect this, revoke the invitation in Settings > Administrators, or tell the programme office.',
    }),
    confirmed: (actor, invitee) => ({
      subject: "An administrator's invitation was confirmed on the Nuru Yangu Scholarship Portal",
      text:
        `${named(actor)} confirmed the invitation of ${named(invitee)}: it has been sent, and they can now sign up as an administrator.\n\n` +
        'If you did not expect this, revoke the invitation in Settings > Administrators before they sign up, or deactivate their ' +
        'account there afterwards, and tell the programme office.',
    }),
    deactivated: (actor, target) => ({
      subject: 'An administrator was deactivated on the Nuru Yangu Scholarship Portal',
      text:
        `${named(actor)} deactivated the administrator account of ${named(target)}: it is signed out and cannot sign in until ` +
        'an administrator reactivates it.\n\nIf you did not expect this, tell the programme office.',
    }),
    activated: (actor, target) => ({
      subject: 'An administrator was reactivated on the Nuru Yangu Scholarship Portal',
      text:
        `${named(actor)} reactivated the administrator account of ${named(target)}: it can sign in again.\n\n` +
        'If you did not expect this, deactivate it again in Settings > Administrators and tell the programme office.',
    }),
  },
  sw: {
    invited: (actor, invitee, aloneFrom) => ({
      subject: 'Msimamizi mpya amealikwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text:
        `${named(actor)} amemwalika ${named(invitee)} kuwa msimamizi wa Mfumo wa Ufadhili wa Masomo wa Nuru Yangu.\n\n` +
        `Mwaliko utatumwa kwake tu baada ya msimamizi mwingine, si ${named(actor)}, kuuthibitisha katika Mipangilio > Wasimamizi.` +
        (aloneFrom
          ? ` Kwa kuwa hakuna msimamizi mwingine aliye hai, ${named(actor)} anaweza kuuthibitisha peke yake kuanzia ${aloneFrom}.`
          : '') +
        '\n\nKama hukutarajia hili, batilisha mwaliko huo katika Mipangilio > Wasimamizi, au uijulishe ofisi ya programu.',
    }),
    confirmed: (actor, invitee) => ({
      subject: 'Mwaliko wa msimamizi umethibitishwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text:
        `${named(actor)} amethibitisha mwaliko wa ${named(invitee)}: umetumwa, na sasa anaweza kujisajili kama msimamizi.\n\n` +
        'Kama hukutarajia hili, batilisha mwaliko huo katika Mipangilio > Wasimamizi kabla hajajisajili, au zima akaunti yake hapo ' +
        'baadaye, na uijulishe ofisi ya programu.',
    }),
    deactivated: (actor, target) => ({
      subject: 'Akaunti ya msimamizi imezimwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text:
        `${named(actor)} amezima akaunti ya msimamizi ya ${named(target)}: imetolewa na haiwezi kuingia hadi msimamizi ` +
        'aiwashe tena.\n\nKama hukutarajia hili, ijulishe ofisi ya programu.',
    }),
    activated: (actor, target) => ({
      subject: 'Akaunti ya msimamizi imewashwa tena kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
      text:
        `${named(actor)} amewasha tena akaunti ya msimamizi ya ${named(target)}: inaweza kuingia tena.\n\n` +
        'Kama hukutarajia hili, izime tena katika Mipangilio > Wasimamizi na uijulishe ofisi ya programu.',
    }),
  },
};

const SETTING_NAMES: InLanguages<Record<SettingChange['setting'], string>> = {
  en: {
    stipendAmountTzs: 'Stipend per scholar',
    maxStipendsPerYear: 'Stipends per scholar in an academic year, at most',
    stipendInstalments: 'Instalments of an academic year',
    activeBatches: 'Active batches',
    currentAcademicYear: 'Current academic year',
  },
  sw: {
    stipendAmountTzs: 'Posho kwa kila mwanafunzi',
    maxStipendsPerYear: 'Idadi ya juu ya posho kwa mwanafunzi katika mwaka wa masomo',
    stipendInstalments: 'Migawo ya mwaka wa masomo',
    activeBatches: 'Makundi yanayoendelea',
    currentAcademicYear: 'Mwaka wa masomo wa sasa',
  },
};

const tzs = (amount: number) => `TZS ${amount.toLocaleString('en-US')}`;

/** The setting before and after, as people read it. */
function settingValues(change: SettingChange): [string, string] {
  switch (change.setting) {
    case 'stipendAmountTzs':
      return [tzs(change.before), tzs(change.after)];
    case 'maxStipendsPerYear':
      return [String(change.before), String(change.after)];
    case 'activeBatches':
    case 'stipendInstalments':
      return [change.before.join(', '), change.after.join(', ')];
    case 'currentAcademicYear':
      return [displayYear(change.before), displayYear(change.after)];
  }
}

const changeLines = (language: Language, changes: SettingChange[]) =>
  changes.map((change) => `- ${SETTING_NAMES[language][change.setting]}: ${settingValues(change).join(' → ')}`).join('\n');

/** To every administrator when the programme's settings change: the stipend a run proposes, who can be invited. */
export const PROGRAMME_SETTINGS_MAIL: InLanguages<(actor: Person, changes: SettingChange[]) => Mail> = {
  en: (actor, changes) => ({
    subject: 'The programme settings were changed on the Nuru Yangu Scholarship Portal',
    text:
      `${named(actor)} changed the programme settings:\n\n${changeLines('en', changes)}\n\n` +
      'If you did not expect this, check Settings > Programme and the audit log, and tell the programme office.',
  }),
  sw: (actor, changes) => ({
    subject: 'Mipangilio ya programu imebadilishwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu',
    text:
      `${named(actor)} amebadilisha mipangilio ya programu:\n\n${changeLines('sw', changes)}\n\n` +
      'Kama hukutarajia hili, angalia Mipangilio > Programu na kumbukumbu za shughuli, na uijulishe ofisi ya programu.',
  }),
};
