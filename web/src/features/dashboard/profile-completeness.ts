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

const LABELS: Record<keyof ProfileDetails, string> = {
  sex: 'Sex',
  mobilePhone: 'Mobile phone',
  universityName: 'University',
  universityRegistrationID: 'Registration number',
  programName: 'Programme',
  enrolledYear: 'Year of enrolment',
  accountNumber: 'Bank account number',
};

export function missingProfileFields(profile: ProfileDetails): string[] {
  return (Object.keys(LABELS) as Array<keyof ProfileDetails>).filter((key) => !profile[key]?.trim()).map((key) => LABELS[key]);
}
