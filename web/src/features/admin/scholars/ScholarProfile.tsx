import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useDates } from '@/shared/i18n/use-dates';
import { Card, CardHeader } from '@/shared/ui/Card';

const ScholarProfileFragment = graphql(`
  fragment ScholarProfile_scholar on Scholar {
    name
    email
    sex
    phoneNumber
    universityName
    programmeName
    registrationNumber
    enrolledYear
    batchNo
    accountNumber
    joinedAt
  }
`);

/** Who the scholar is, as they wrote it in their profile. */
export function ScholarProfile({ scholar: masked }: { scholar: FragmentType<typeof ScholarProfileFragment> }) {
  const scholar = getFragmentData(ScholarProfileFragment, masked);
  const { day } = useDates();
  const rows: [string, string | number | null | undefined][] = [
    ['E-mail', scholar.email],
    ['Phone', scholar.phoneNumber],
    ['Sex', scholar.sex],
    ['University', scholar.universityName],
    ['Programme', scholar.programmeName],
    ['Registration number', scholar.registrationNumber],
    ['Enrolled', scholar.enrolledYear],
    ['Batch', scholar.batchNo],
    ['Bank account', scholar.accountNumber],
    ['Joined the portal', day(scholar.joinedAt)],
  ];
  return (
    <Card>
      <CardHeader title={scholar.name || scholar.email} description="Profile" />
      <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
