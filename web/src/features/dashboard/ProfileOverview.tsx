import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { PROFILE_FIELD_LABELS } from './profile-completeness';

export const ProfileOverview_ProfileFragment = graphql(`
  fragment ProfileOverview_profile on Profile {
    email
    mobilePhone
    universityName
    universityRegistrationID
    programName
    enrolledYear
  }
`);

/** The scholar's details at a glance. */
export function ProfileOverview({ profile }: { profile: FragmentType<typeof ProfileOverview_ProfileFragment> }) {
  const intl = useIntl();
  const details = getFragmentData(ProfileOverview_ProfileFragment, profile);
  const rows: Array<[string, string | null | undefined]> = [
    [intl.formatMessage(PROFILE_FIELD_LABELS.universityName), details.universityName],
    [intl.formatMessage(PROFILE_FIELD_LABELS.programName), details.programName],
    [intl.formatMessage(PROFILE_FIELD_LABELS.universityRegistrationID), details.universityRegistrationID],
    [intl.formatMessage(PROFILE_FIELD_LABELS.enrolledYear), details.enrolledYear],
    [intl.formatMessage({ id: 'dashboard.profileOverview.email', defaultMessage: 'E-mail' }), details.email],
    [intl.formatMessage(PROFILE_FIELD_LABELS.mobilePhone), details.mobilePhone],
  ];

  return (
    <Card className="lg:col-span-2" aria-labelledby="profile-summary-title">
      <CardHeader
        titleId="profile-summary-title"
        title={intl.formatMessage({ id: 'dashboard.profileOverview.title', defaultMessage: 'Your profile' })}
        action={
          <Link to="/profile" className={buttonClasses('secondary', 'sm:min-h-9 px-3 py-1.5')}>
            <FormattedMessage id="dashboard.profileOverview.view" defaultMessage="View profile" />
          </Link>
        }
      />
      <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-1 text-sm wrap-anywhere text-slate-900">
              {value || (
                <span className="text-slate-500">
                  <FormattedMessage id="dashboard.profileOverview.notProvided" defaultMessage="Not provided" />
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
