import type { InLanguages, Mail } from '../notify/mail-language.js';

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
