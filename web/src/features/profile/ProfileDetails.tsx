import { Pencil } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { initials } from '@/shared/rules/initials';
import { enrollmentStatusBadge } from '@/shared/status/enrollment-status';
import { sexMessage } from '@/shared/status/sex';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import type { PreloadIntent } from '@/shared/ui/on-demand';

export const ProfileDetails_ProfileFragment = graphql(`
  fragment ProfileDetails_profile on Profile {
    name
    email
    sex
    mobilePhone
    universityName
    universityRegistrationID
    programName
    enrolledYear
    enrollmentStatus
    batchNumber
    accountNumber
  }
`);

const LABELS = defineMessages({
  personal: { id: 'profile.details.personal', defaultMessage: 'Personal information' },
  fullName: { id: 'profile.details.fullName', defaultMessage: 'Full name' },
  email: { id: 'profile.details.email', defaultMessage: 'E-mail' },
  sex: { id: 'profile.details.sex', defaultMessage: 'Sex' },
  mobilePhone: { id: 'profile.details.mobilePhone', defaultMessage: 'Mobile phone' },
  accountNumber: { id: 'profile.details.accountNumber', defaultMessage: 'Bank account number' },
  academic: { id: 'profile.details.academic', defaultMessage: 'Academic information' },
  university: { id: 'profile.details.university', defaultMessage: 'University' },
  registrationNumber: { id: 'profile.details.registrationNumber', defaultMessage: 'Registration number' },
  programme: { id: 'profile.details.programme', defaultMessage: 'Programme' },
  enrolledYear: { id: 'profile.details.enrolledYear', defaultMessage: 'Year of enrolment' },
  enrollmentStatus: { id: 'profile.details.enrollmentStatus', defaultMessage: 'Enrollment status' },
  batch: { id: 'profile.details.batch', defaultMessage: 'Batch' },
  notAssigned: { id: 'profile.details.notAssigned', defaultMessage: 'Not assigned' },
});

type ProfileDetailsProps = {
  profile: FragmentType<typeof ProfileDetails_ProfileFragment>;
  onEdit: () => void;
  /** The form is on its way (Edit shows it is busy). */
  opening?: boolean;
  /** Handlers that start fetching the form when the scholar is about to press Edit. */
  editIntent?: PreloadIntent;
};

export function ProfileDetails({ profile, onEdit, opening = false, editIntent }: ProfileDetailsProps) {
  const intl = useIntl();
  const p = getFragmentData(ProfileDetails_ProfileFragment, profile);
  const say = intl.formatMessage;
  const sections: Array<{ title: string; rows: Array<[string, string | number | null | undefined]> }> = [
    {
      title: say(LABELS.personal),
      rows: [
        [say(LABELS.fullName), p.name],
        [say(LABELS.email), p.email],
        [say(LABELS.sex), p.sex && say(sexMessage(p.sex))],
        [say(LABELS.mobilePhone), p.mobilePhone],
        [say(LABELS.accountNumber), p.accountNumber],
      ],
    },
    {
      title: say(LABELS.academic),
      rows: [
        [say(LABELS.university), p.universityName],
        [say(LABELS.registrationNumber), p.universityRegistrationID],
        [say(LABELS.programme), p.programName],
        [say(LABELS.enrolledYear), p.enrolledYear],
        [say(LABELS.enrollmentStatus), say(enrollmentStatusBadge(p.enrollmentStatus).message)],
        [say(LABELS.batch), p.batchNumber > 0 ? p.batchNumber : say(LABELS.notAssigned)],
      ],
    },
  ];

  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center gap-4 px-5 py-5">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
        >
          {initials(p.name, p.email)}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold text-slate-900">{p.name || p.email}</h2>
          <p className="truncate text-sm text-slate-500">{p.email}</p>
        </div>
        <Button variant="secondary" onClick={onEdit} busy={opening} {...editIntent}>
          <Pencil aria-hidden="true" className="size-4" />
          <FormattedMessage id="profile.details.edit" defaultMessage="Edit profile" />
        </Button>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        {sections.map(({ title, rows }) => (
          <Card key={title}>
            <CardHeader title={title} />
            <dl className="divide-y divide-slate-100 px-5">
              {rows.map(([label, value]) => (
                <div key={label} className="grid grid-cols-5 gap-3 py-3">
                  <dt className="col-span-2 text-sm text-slate-500">{label}</dt>
                  <dd className="col-span-3 text-sm break-words text-slate-900">
                    {value === null || value === undefined || value === '' ? (
                      <span className="text-slate-500">
                        <FormattedMessage id="profile.details.notProvided" defaultMessage="Not provided" />
                      </span>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  );
}
