import { ArrowRight, CircleCheck, ListTodo } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Card, CardHeader } from '@/shared/ui/Card';
import { ErrorState } from '@/shared/ui/ErrorState';
import type { CardFailure } from './DashboardCard';
import { DASHBOARD_MESSAGES } from './dashboard-messages';
import { missingProfileFields } from './profile-completeness';
import { todoTitle } from './todo-words';

export const TodoCard_QueryFragment = graphql(`
  fragment TodoCard_query on Query {
    programme @include(if: $student) {
      currentAcademicYear
    }
    todo @include(if: $student) {
      id
      kind
      academicYear
      paymentType
      href
    }
  }
`);

export const TodoCard_ProfileFragment = graphql(`
  fragment TodoCard_profile on Profile {
    sex
    mobilePhone
    universityName
    universityRegistrationID
    programName
    enrolledYear
    accountNumber
  }
`);

type TodoCardProps = {
  query: FragmentType<typeof TodoCard_QueryFragment>;
  profile: FragmentType<typeof TodoCard_ProfileFragment>;
  /** Set when the year's to-do list could not be worked out; the profile's blanks still show. */
  failure?: CardFailure;
};

/** What is still to do: the profile's blanks, then this academic year's results and control numbers. */
export function TodoCard({ query, profile, failure }: TodoCardProps) {
  const intl = useIntl();
  const { programme, todo } = getFragmentData(TodoCard_QueryFragment, query);
  const missing = missingProfileFields(getFragmentData(TodoCard_ProfileFragment, profile), intl);
  const items = [
    ...(missing.length > 0
      ? [
          {
            id: 'complete-profile',
            title: intl.formatMessage({ id: 'dashboard.todo.completeProfile', defaultMessage: 'Complete your profile' }),
            detail: intl.formatMessage(
              { id: 'dashboard.todo.stillMissing', defaultMessage: 'Still missing: {fields}.' },
              { fields: missing.join(', ') },
            ),
            href: '/profile',
          },
        ]
      : []),
    ...(todo ?? []).map((item) => ({ id: item.id, title: todoTitle(intl, item), detail: undefined, href: item.href })),
  ];

  return (
    <Card aria-labelledby="todo-title">
      <CardHeader
        titleId="todo-title"
        title={intl.formatMessage({ id: 'dashboard.todo.title', defaultMessage: 'To do' })}
        description={programme ? intl.formatMessage(DASHBOARD_MESSAGES.academicYear, { year: programme.currentAcademicYear }) : undefined}
      />
      {failure && (
        <ErrorState
          title={intl.formatMessage({ id: 'dashboard.todo.failed', defaultMessage: "This year's to-do list could not be loaded" })}
          message={failure.message}
          onRetry={failure.onRetry}
        />
      )}
      {items.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.href} className="group flex items-start gap-3 px-5 py-3 hover:bg-slate-50">
                <ListTodo aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-500" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900 group-hover:text-brand-800">{item.title}</span>
                  {item.detail && <span className="block text-xs text-slate-500">{item.detail}</span>}
                </span>
                <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400 group-hover:text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      ) : failure ? null : (
        <p className="flex items-center gap-2 px-5 py-5 text-sm text-slate-600">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          <FormattedMessage id="dashboard.todo.upToDate" defaultMessage="Nothing to do right now: you are up to date." />
        </p>
      )}
    </Card>
  );
}
