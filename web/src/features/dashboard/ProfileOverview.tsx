import { ArrowRight, ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { missingProfileFields } from './profile-completeness';

export const ProfileOverview_ProfileFragment = graphql(`
  fragment ProfileOverview_profile on Profile {
    email
    sex
    mobilePhone
    universityName
    universityRegistrationID
    programName
    enrolledYear
    accountNumber
  }
`);

/** The scholar's details at a glance, and what is still missing from them. */
export function ProfileOverview({ profile }: { profile: FragmentType<typeof ProfileOverview_ProfileFragment> }) {
  const details = getFragmentData(ProfileOverview_ProfileFragment, profile);
  const missing = missingProfileFields(details);
  const rows: Array<[string, string | null | undefined]> = [
    ['University', details.universityName],
    ['Programme', details.programName],
    ['Registration number', details.universityRegistrationID],
    ['Year of enrolment', details.enrolledYear],
    ['E-mail', details.email],
    ['Mobile phone', details.mobilePhone],
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2" aria-labelledby="profile-summary-title">
        <CardHeader
          titleId="profile-summary-title"
          title="Your profile"
          action={
            <Link to="/profile" className={buttonClasses('secondary', 'min-h-9 px-3 py-1.5')}>
              View profile
            </Link>
          }
        />
        <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1 text-sm text-slate-900">{value || <span className="text-slate-400">Not provided</span>}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card aria-labelledby="todo-title">
        <CardHeader titleId="todo-title" title="To do" />
        <div className="px-5 py-5">
          {missing.length > 0 ? (
            <div className="space-y-3">
              <p className="flex items-center gap-2 font-medium text-slate-900">
                <ListTodo aria-hidden="true" className="size-4 text-accent-500" />
                Complete your profile
              </p>
              <p className="text-sm text-slate-600">Still missing: {missing.join(', ')}.</p>
              <Link to="/profile" className={buttonClasses('primary', 'w-full')}>
                Complete your profile
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : (
            <p className="text-sm text-slate-600">Nothing to do right now: your profile is complete.</p>
          )}
        </div>
      </Card>
    </div>
  );
}
