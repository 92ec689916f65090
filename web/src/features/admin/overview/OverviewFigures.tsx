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
  const fees = (title: string, type: 'UNIVERSITY_FEE' | 'NHIF', counts: typeof nhif) => (
    <FigureGroup
      title={title}
      figures={[
        { label: 'Submitted', value: counts.submitted, to: controlNumbersWith(scope, type, 'SUBMITTED') },
        { label: 'Missing', value: counts.missing, to: scholarsMissing(scope, type), tone: 'alert' },
        { label: 'Paid', value: counts.paid, to: controlNumbersWith(scope, type, 'PAID') },
      ]}
    />
  );
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <FigureGroup
        title="Scholars"
        figures={[
          { label: 'All', value: scholars.total, to: scholarsWithStatus(scope) },
          { label: 'Active', value: scholars.active, to: scholarsWithStatus(scope, 'ACTIVE') },
          { label: 'Suspended', value: scholars.suspended, to: scholarsWithStatus(scope, 'SUSPENDED') },
          { label: 'Graduated', value: scholars.graduated, to: scholarsWithStatus(scope, 'GRADUATED') },
          { label: 'Withdrawn', value: scholars.withdrawn, to: scholarsWithStatus(scope, 'WITHDRAWN') },
        ]}
      />
      <FigureGroup
        title="Results"
        figures={[
          { label: 'Uploaded', value: results.uploaded, to: resultsWithStatus(scope, 'UPLOADED') },
          { label: 'Missing', value: results.missing, to: scholarsMissing(scope, 'RESULTS'), tone: 'alert' },
          { label: 'Awaiting review', value: results.awaitingReview, to: resultsWithStatus(scope, 'SUBMITTED'), tone: 'alert' },
          { label: 'Approved', value: results.approved, to: resultsWithStatus(scope, 'APPROVED') },
          { label: 'Rejected', value: results.rejected, to: resultsWithStatus(scope, 'REJECTED') },
        ]}
      />
      {fees('University fee', 'UNIVERSITY_FEE', universityFee)}
      {fees('NHIF', 'NHIF', nhif)}
    </div>
  );
}
