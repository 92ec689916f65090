import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { controlNumbersWith, resultsWithStatus, scholarsMissing, scholarsWithStatus } from './overview-links';

export const OverviewFiguresFragment = graphql(`
  fragment OverviewFigures_figures on ProgrammeFigures {
    scholars {
      total
      active
      suspended
      graduated
      withdrawn
    }
    results {
      uploaded
      missing
      awaitingReview
      approved
      rejected
    }
    universityFee {
      submitted
      missing
      paid
    }
    nhif {
      submitted
      missing
      paid
    }
  }
`);

const messages = defineMessages({
  scholars: { id: 'admin.overview.overviewFigures.scholars', defaultMessage: 'Scholars' },
  results: { id: 'admin.overview.overviewFigures.results', defaultMessage: 'Results' },
  universityFee: { id: 'admin.overview.overviewFigures.universityFee', defaultMessage: 'University fee' },
  all: { id: 'admin.overview.overviewFigures.all', defaultMessage: 'All' },
  active: { id: 'admin.overview.overviewFigures.active', defaultMessage: 'Active' },
  suspended: { id: 'admin.overview.overviewFigures.suspended', defaultMessage: 'Suspended' },
  graduated: { id: 'admin.overview.overviewFigures.graduated', defaultMessage: 'Graduated' },
  withdrawn: { id: 'admin.overview.overviewFigures.withdrawn', defaultMessage: 'Withdrawn' },
  uploaded: { id: 'admin.overview.overviewFigures.uploaded', defaultMessage: 'Uploaded' },
  // One English word, two in Kiswahili: it agrees with what is missing (results, or control numbers).
  resultsMissing: { id: 'admin.overview.overviewFigures.resultsMissing', defaultMessage: 'Missing' },
  feeMissing: { id: 'admin.overview.overviewFigures.feeMissing', defaultMessage: 'Missing' },
  awaitingReview: { id: 'admin.overview.overviewFigures.awaitingReview', defaultMessage: 'Awaiting review' },
  approved: { id: 'admin.overview.overviewFigures.approved', defaultMessage: 'Approved' },
  rejected: { id: 'admin.overview.overviewFigures.rejected', defaultMessage: 'Rejected' },
  submitted: { id: 'admin.overview.overviewFigures.submitted', defaultMessage: 'Submitted' },
  paid: { id: 'admin.overview.overviewFigures.paid', defaultMessage: 'Paid' },
});

type Scope = { year: string; batchNo?: number | null };
type Figure = { label: string; value: number; to: string; tone?: 'alert' };

function FigureGroup({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <div className="min-w-0">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link
              to={figure.to}
              className="flex min-h-11 flex-col rounded-lg border border-slate-200 px-3 py-2 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2"
            >
              <span
                className={
                  figure.tone === 'alert' && figure.value > 0
                    ? 'text-xl font-semibold text-amber-700'
                    : 'text-xl font-semibold text-slate-900'
                }
              >
                {figure.value}
              </span>{' '}
              <span className="text-xs text-slate-600">{figure.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One batch's (or the programme's) figures, each a link to the list that holds exactly what it counts. */
export function OverviewFigures({ figures: masked, scope }: { figures: FragmentType<typeof OverviewFiguresFragment>; scope: Scope }) {
  const { scholars, results, universityFee, nhif } = getFragmentData(OverviewFiguresFragment, masked);
  const intl = useIntl();
  const fees = (title: string, type: 'UNIVERSITY_FEE' | 'NHIF', counts: typeof nhif) => (
    <FigureGroup
      title={title}
      figures={[
        { label: intl.formatMessage(messages.submitted), value: counts.submitted, to: controlNumbersWith(scope, type, 'SUBMITTED') },
        { label: intl.formatMessage(messages.feeMissing), value: counts.missing, to: scholarsMissing(scope, type), tone: 'alert' },
        { label: intl.formatMessage(messages.paid), value: counts.paid, to: controlNumbersWith(scope, type, 'PAID') },
      ]}
    />
  );
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <FigureGroup
        title={intl.formatMessage(messages.scholars)}
        figures={[
          { label: intl.formatMessage(messages.all), value: scholars.total, to: scholarsWithStatus(scope) },
          { label: intl.formatMessage(messages.active), value: scholars.active, to: scholarsWithStatus(scope, 'ACTIVE') },
          { label: intl.formatMessage(messages.suspended), value: scholars.suspended, to: scholarsWithStatus(scope, 'SUSPENDED') },
          { label: intl.formatMessage(messages.graduated), value: scholars.graduated, to: scholarsWithStatus(scope, 'GRADUATED') },
          { label: intl.formatMessage(messages.withdrawn), value: scholars.withdrawn, to: scholarsWithStatus(scope, 'WITHDRAWN') },
        ]}
      />
      <FigureGroup
        title={intl.formatMessage(messages.results)}
        figures={[
          { label: intl.formatMessage(messages.uploaded), value: results.uploaded, to: resultsWithStatus(scope, 'UPLOADED') },
          {
            label: intl.formatMessage(messages.resultsMissing),
            value: results.missing,
            to: scholarsMissing(scope, 'RESULTS'),
            tone: 'alert',
          },
          {
            label: intl.formatMessage(messages.awaitingReview),
            value: results.awaitingReview,
            to: resultsWithStatus(scope, 'SUBMITTED'),
            tone: 'alert',
          },
          { label: intl.formatMessage(messages.approved), value: results.approved, to: resultsWithStatus(scope, 'APPROVED') },
          { label: intl.formatMessage(messages.rejected), value: results.rejected, to: resultsWithStatus(scope, 'REJECTED') },
        ]}
      />
      {fees(intl.formatMessage(messages.universityFee), 'UNIVERSITY_FEE', universityFee)}
      {fees('NHIF', 'NHIF', nhif)}
    </div>
  );
}
