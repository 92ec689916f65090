import type { InLanguages, Mail } from '../notify/mail-language.js';

/** A review's outcome, to the scholar: approved, or not accepted with the reviewer's comment. */
interface ReviewOutcome {
  /** As the portal shows it, e.g. 2024-2025. */
  year: string;
  approved: boolean;
  comment: string | null;
}

export const REVIEW_MAIL: InLanguages<(outcome: ReviewOutcome) => Mail> = {
  en: ({ year, approved, comment }) => ({
    subject: approved ? `Your results for ${year} were approved` : `Your results for ${year} need attention`,
    text:
      (approved
        ? `Your academic results for ${year} were reviewed and approved.`
        : `Your academic results for ${year} were reviewed and not accepted. Please upload them again under Results.`) +
      (comment ? `\n\nThe reviewer's comment: ${comment}` : ''),
  }),
  sw: ({ year, approved, comment }) => ({
    subject: approved
      ? `Matokeo yako ya mwaka wa masomo ${year} yameidhinishwa`
      : `Matokeo yako ya mwaka wa masomo ${year} yanahitaji marekebisho`,
    text:
      (approved
        ? `Matokeo yako ya mwaka wa masomo ${year} yamekaguliwa na kuidhinishwa.`
        : `Matokeo yako ya mwaka wa masomo ${year} yamekaguliwa na hayakukubaliwa. Tafadhali yapakie tena kwenye sehemu ya Matokeo.`) +
      (comment ? `\n\nMaoni ya mkaguzi: ${comment}` : ''),
  }),
};
