import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { useDates } from '@/shared/i18n/use-dates';
import { sexMessage } from '@/shared/status/sex';
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
    maskedAccountNumber
    accountNumberChangedAt
    joinedAt
  }
`);

const LABELS = defineMessages({
  profile: { id: 'admin.scholars.scholarProfile.profile', defaultMessage: 'Profile' },
  email: { id: 'admin.scholars.scholarProfile.email', defaultMessage: 'E-mail' },
  phone: { id: 'admin.scholars.scholarProfile.phone', defaultMessage: 'Phone' },
  sex: { id: 'admin.scholars.scholarProfile.sex', defaultMessage: 'Sex' },
  university: { id: 'admin.scholars.scholarProfile.university', defaultMessage: 'University' },
  programme: { id: 'admin.scholars.scholarProfile.programme', defaultMessage: 'Programme' },
  registrationNumber: { id: 'admin.scholars.scholarProfile.registrationNumber', defaultMessage: 'Registration number' },
  enrolled: { id: 'admin.scholars.scholarProfile.enrolled', defaultMessage: 'Enrolled' },
  batch: { id: 'admin.scholars.scholarProfile.batch', defaultMessage: 'Batch' },
  bankAccount: { id: 'admin.scholars.scholarProfile.bankAccount', defaultMessage: 'Bank account' },
  accountFromSignUp: { id: 'admin.scholars.scholarProfile.accountFromSignUp', defaultMessage: 'As given at sign-up' },
  joined: { id: 'admin.scholars.scholarProfile.joined', defaultMessage: 'Joined the portal' },
});

const ACCOUNT_CHANGED = defineMessages<{ on: { date: string } }>({
  on: { id: 'admin.scholars.scholarProfile.accountChangedOn', defaultMessage: 'Changed by the scholar on {date}' },
});

/** Who the scholar is, as they wrote it in their profile. */
export function ScholarProfile({ scholar: masked }: { scholar: FragmentType<typeof ScholarProfileFragment> }) {
  const scholar = getFragmentData(ScholarProfileFragment, masked);
  const { day } = useDates();
  const intl = useIntl();
  // Only its last digits: the whole number is in the stipend run that pays it. When it last changed is what an
  // officer checks when a stipend went astray.
  const account = scholar.maskedAccountNumber && (
    <>
      <span className="font-mono">{scholar.maskedAccountNumber}</span>
      <span className="block text-xs text-slate-500">
        {scholar.accountNumberChangedAt
          ? intl.formatMessage(ACCOUNT_CHANGED.on, { date: day(scholar.accountNumberChangedAt) })
          : intl.formatMessage(LABELS.accountFromSignUp)}
      </span>
    </>
  );
  const rows: [MessageDescriptor, ReactNode][] = [
    [LABELS.email, scholar.email],
    [LABELS.phone, scholar.phoneNumber],
    [LABELS.sex, scholar.sex && intl.formatMessage(sexMessage(scholar.sex))],
    [LABELS.university, scholar.universityName],
    [LABELS.programme, scholar.programmeName],
    [LABELS.registrationNumber, scholar.registrationNumber],
    [LABELS.enrolled, scholar.enrolledYear],
    [LABELS.batch, scholar.batchNo],
    [LABELS.bankAccount, account],
    [LABELS.joined, day(scholar.joinedAt)],
  ];
  return (
    <Card>
      <CardHeader title={scholar.name || scholar.email} description={intl.formatMessage(LABELS.profile)} />
      <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label.id} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{intl.formatMessage(label)}</dt>
            <dd className="break-words text-slate-900">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
