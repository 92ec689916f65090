import { Pencil } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { initials } from '@/shared/rules/initials';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';

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

type ProfileDetailsProps = { profile: FragmentType<typeof ProfileDetails_ProfileFragment>; onEdit: () => void };

export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const p = getFragmentData(ProfileDetails_ProfileFragment, profile);
  const sections: Array<{ title: string; rows: Array<[string, string | number | null | undefined]> }> = [
    {
      title: 'Personal information',
      rows: [
        ['Full name', p.name],
        ['E-mail', p.email],
        ['Sex', p.sex],
        ['Mobile phone', p.mobilePhone],
        ['Bank account number', p.accountNumber],
      ],
    },
    {
      title: 'Academic information',
      rows: [
        ['University', p.universityName],
        ['Registration number', p.universityRegistrationID],
        ['Programme', p.programName],
        ['Year of enrolment', p.enrolledYear],
        ['Enrollment status', p.enrollmentStatus],
        ['Batch', p.batchNumber > 0 ? p.batchNumber : 'Not assigned'],
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
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit profile
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
                    {value === null || value === undefined || value === '' ? <span className="text-slate-500">Not provided</span> : value}
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
