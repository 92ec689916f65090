import { BadgeCheck, Layers } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { firstName } from '@/shared/rules/initials';
import { enrollmentStatusBadge } from '@/shared/status/enrollment-status';

export const WelcomeCard_ProfileFragment = graphql(`
  fragment WelcomeCard_profile on Profile {
    name
    enrollmentStatus
    batchNumber
  }
`);

export function WelcomeCard({ profile }: { profile: FragmentType<typeof WelcomeCard_ProfileFragment> }) {
  const { name, enrollmentStatus, batchNumber } = getFragmentData(WelcomeCard_ProfileFragment, profile);
  return (
    <section aria-labelledby="welcome-title" className="overflow-hidden rounded-2xl bg-brand-800 px-6 py-7 text-white shadow-sm sm:px-8">
      <h2 id="welcome-title" className="text-2xl font-semibold">
        {name ? (
          <FormattedMessage id="dashboard.welcome.greetingNamed" defaultMessage="Welcome back, {name}" values={{ name: firstName(name) }} />
        ) : (
          <FormattedMessage id="dashboard.welcome.greeting" defaultMessage="Welcome back" />
        )}
      </h2>
      <p className="mt-1 text-sm text-brand-100">
        <FormattedMessage id="dashboard.welcome.introduction" defaultMessage="Here is where your scholarship stands." />
      </p>
      <dl className="mt-6 flex flex-wrap gap-3">
        <div className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm">
          <BadgeCheck aria-hidden="true" className="size-4 text-accent-400" />
          <dt className="text-brand-100">
            <FormattedMessage id="dashboard.welcome.enrollmentStatus" defaultMessage="Enrollment status" />
          </dt>
          <dd className="font-semibold">
            <FormattedMessage {...enrollmentStatusBadge(enrollmentStatus).message} />
          </dd>
        </div>
        <div className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm">
          <Layers aria-hidden="true" className="size-4 text-accent-400" />
          <dt className="text-brand-100">
            <FormattedMessage id="dashboard.welcome.batch" defaultMessage="Batch" />
          </dt>
          <dd className="font-semibold">
            {batchNumber > 0 ? batchNumber : <FormattedMessage id="dashboard.welcome.notAssigned" defaultMessage="Not assigned" />}
          </dd>
        </div>
      </dl>
    </section>
  );
}
