import { defineMessages, type IntlShape } from 'react-intl';

// Which of the scholar's details are still blank, named as the profile page names them.
export type ProfileDetails = {
  sex?: string | null;
  mobilePhone?: string | null;
  universityName?: string | null;
  universityRegistrationID?: string | null;
  programName?: string | null;
  enrolledYear?: string | null;
  accountNumber?: string | null;
};

/** The names of the scholar's details, for the to-do list and the profile at a glance. */
export const PROFILE_FIELD_LABELS = defineMessages({
  sex: { id: 'dashboard.profileField.sex', defaultMessage: 'Sex' },
  mobilePhone: { id: 'dashboard.profileField.mobilePhone', defaultMessage: 'Mobile phone' },
  universityName: { id: 'dashboard.profileField.university', defaultMessage: 'University' },
  universityRegistrationID: { id: 'dashboard.profileField.registrationNumber', defaultMessage: 'Registration number' },
  programName: { id: 'dashboard.profileField.programme', defaultMessage: 'Programme' },
  enrolledYear: { id: 'dashboard.profileField.enrolledYear', defaultMessage: 'Year of enrolment' },
  accountNumber: { id: 'dashboard.profileField.accountNumber', defaultMessage: 'Bank account number' },
}) satisfies Record<keyof ProfileDetails, unknown>;

export function missingProfileFields(profile: ProfileDetails, intl: IntlShape): string[] {
  return (Object.keys(PROFILE_FIELD_LABELS) as Array<keyof ProfileDetails>)
    .filter((key) => !profile[key]?.trim())
    .map((key) => intl.formatMessage(PROFILE_FIELD_LABELS[key]));
}
