import type { InLanguages, Mail } from '../notify/mail-language.js';

/**
 * To the owner of an account at which many wrong passwords or codes were tried: the sign of an attack they would
 * otherwise never see, since their own right password still signs in throughout it.
 */
export const FAILED_SIGN_INS_MAIL: InLanguages<(name: string, failures: number, minutes: number) => Mail> = {
  en: (name, failures, minutes) => ({
    subject: 'Someone is trying to sign in to your Nuru Yangu account',
    text:
      `Hello ${name},\n\nIn the last ${minutes} minutes, ${failures} attempts to sign in to your Nuru Yangu Scholarship Portal account ` +
      'failed with a wrong password or two-factor code. Your password still works: sign in as usual. The guessing is held back; you are not locked out.\n\n' +
      'If these attempts were not yours, make sure your password is not used anywhere else (if it is, change it in Settings > Password) ' +
      'and turn on two-factor authentication in Settings > Security. If you think someone knows your password, contact the programme office.',
  }),
  sw: (name, failures, minutes) => ({
    subject: 'Mtu anajaribu kuingia kwenye akaunti yako ya Nuru Yangu',
    text:
      `Habari ${name},\n\nKatika dakika ${minutes} zilizopita, majaribio ${failures} ya kuingia kwenye akaunti yako ya Mfumo wa Ufadhili wa Masomo wa Nuru Yangu ` +
      'yameshindwa kwa nenosiri au msimbo wa uthibitishaji wa hatua mbili usio sahihi. Nenosiri lako bado linafanya kazi: ingia kama kawaida. ' +
      'Ubahatishaji huo unadhibitiwa; wewe hujazuiwa kuingia.\n\n' +
      'Kama majaribio haya si yako, hakikisha nenosiri lako halitumiki mahali pengine (likitumika, libadilishe katika Mipangilio > Nenosiri) ' +
      'na uwashe uthibitishaji wa hatua mbili katika Mipangilio > Usalama. Kama unadhani mtu mwingine analijua nenosiri lako, wasiliana na ofisi ya programu.',
  }),
};
