import { useMutation } from '@apollo/client/react';
import { DISBURSEMENT_FAILED, readAmountTzs } from '@nuru/rules/disbursement';
import { ListChecks } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { formatShillings } from '@/shared/rules/format';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { BatchSelect } from '../components/BatchSelect';
import { withFilter } from '../components/list-params';
import { batchWords, eligibilityRules } from './disbursement-words';
import { newRunRoute } from './new-run-route';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';
import { useQueryChanger } from '@/shared/routing/use-query-changer';

const CreateDisbursementRunMutation = graphql(`
  mutation CreateDisbursementRun($input: CreateDisbursementRunInput!) {
    createDisbursementRun(input: $input) {
      run {
        id
        period
        status
        version
      }
    }
  }
`);

const messages = defineMessages({
  loading: {
    id: 'admin.disbursement.newRunPage.loading',
    defaultMessage: 'Loading the programme settings and the eligibility rules...',
  },
});

export function NewRunPage() {
  const intl = useIntl();
  return (
    <SuspenseCard loading={intl.formatMessage(messages.loading)}>
      <NewRunContent />
    </SuspenseCard>
  );
}

function NewRunContent() {
  const { data, error, waiting } = useRouteQuery(newRunRoute);
  const { refresh, refreshing } = useRouteRefresh(newRunRoute);
  const intl = useIntl();
  return (
    <Card aria-busy={refreshing || waiting || undefined} aria-labelledby="new-run-title">
      <CardHeader
        titleId="new-run-title"
        title={intl.formatMessage({ id: 'admin.disbursement.newRunPage.title', defaultMessage: 'New stipend run' })}
        description={
          <FormattedMessage
            id="admin.disbursement.newRunPage.description"
            defaultMessage="The scholars who meet every rule below are included; everyone else of the batch is listed with the reasons."
          />
        }
      />
      <DataView
        value={data?.programmeSettings ? data : undefined}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.disbursement.newRunPage.failed', defaultMessage: 'The new run form could not be loaded' }),
          fallback: DISBURSEMENT_FAILED.rules,
        }}
      >
        {(answer) => <NewRunForm settings={answer.programmeSettings} batches={answer.programmeBatches} />}
      </DataView>
    </Card>
  );
}

type Props = {
  settings: { currentAcademicYear: string; stipendAmountTzs: number; stipendInstalments: readonly string[] };
  /** The programme's batches (Query.programmeBatches). */
  batches: readonly number[];
};

function NewRunForm({ settings, batches }: Props) {
  const [params, changeQuery] = useQueryChanger();
  const navigate = useNavigate();
  const year = params.get('year') ?? settings.currentAcademicYear;
  const [instalment, setInstalment] = useState(settings.stipendInstalments[0] ?? '');
  const [batch, setBatch] = useState('');
  const [amount, setAmount] = useState(String(settings.stipendAmountTzs));
  const [amountProblem, setAmountProblem] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateDisbursementRunMutation);
  const intl = useIntl();
  const typed = readAmountTzs(amount);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setAmountProblem('problem' in typed ? typed.problem : undefined);
    if ('problem' in typed) return;
    try {
      const { data } = await create({
        variables: {
          input: { instalment, academicYear: year, batchNo: batch ? Number(batch) : null, amountTzs: typed.amountTzs },
        },
        // The list of runs gains one: it is asked again when next shown.
        update: (cache) => {
          cache.evict({ fieldName: 'disbursementRuns' });
          cache.gc();
        },
      });
      const created = data?.createDisbursementRun;
      if (created) await navigate(`/admin/disbursement/${encodeURIComponent(created.run.id)}`, { state: { created: true } });
    } catch (error) {
      setFailure(errorMessage(error, DISBURSEMENT_FAILED.create));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6 px-5 py-5">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="grid gap-4 md:grid-cols-2">
        <Select
          label={intl.formatMessage({ id: 'admin.disbursement.newRunPage.instalment', defaultMessage: 'Instalment' })}
          hint={
            <FormattedMessage
              id="admin.disbursement.newRunPage.instalmentHint"
              defaultMessage="The run pays {period}: a scholar is paid once per period. The instalments are the programme settings'."
              values={{ period: `${year} ${instalment}` }}
            />
          }
          value={instalment}
          onChange={(event) => setInstalment(event.target.value)}
        >
          {settings.stipendInstalments.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        <Select
          label={intl.formatMessage({ id: 'admin.disbursement.newRunPage.year', defaultMessage: 'Academic year' })}
          hint={
            <FormattedMessage
              id="admin.disbursement.newRunPage.yearHint"
              defaultMessage="Its results and control numbers decide who is eligible."
            />
          }
          value={year}
          onChange={(event) =>
            changeQuery(
              (current) => withFilter(current, 'year', event.target.value === settings.currentAcademicYear ? '' : event.target.value),
              {
                replace: true,
              },
            )
          }
        >
          {academicYearOptions(settings.currentAcademicYear).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
        <BatchSelect batches={batches} value={batch} onChange={setBatch} none={batchWords(intl, null)} />
        <Input
          label={intl.formatMessage({ id: 'admin.disbursement.newRunPage.amount', defaultMessage: 'Amount per scholar (TZS)' })}
          hint={
            'problem' in typed ? (
              <FormattedMessage
                id="admin.disbursement.newRunPage.amountHint"
                defaultMessage="Whole shillings; the programme settings say {amount}."
                values={{ amount: formatShillings(settings.stipendAmountTzs) }}
              />
            ) : (
              <FormattedMessage
                id="admin.disbursement.newRunPage.eachScholar"
                defaultMessage="Each scholar: {amount}"
                values={{ amount: formatShillings(typed.amountTzs) }}
              />
            )
          }
          value={amount}
          inputMode="numeric"
          onChange={(event) => setAmount(event.target.value)}
          error={amountProblem}
          autoComplete="off"
        />
      </div>
      <section aria-labelledby="eligibility-rules-title" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <h3 id="eligibility-rules-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <ListChecks className="size-4 text-brand-700" aria-hidden />
          <FormattedMessage
            id="admin.disbursement.newRunPage.rules"
            defaultMessage="Who is included: every rule, for {year}"
            values={{ year }}
          />
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {eligibilityRules(intl, year).map((rule) => (
            <li key={rule.reason}>{rule.words}</li>
          ))}
        </ol>
      </section>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11" busy={loading}>
          <FormattedMessage id="admin.disbursement.newRunPage.create" defaultMessage="Create the run" />
        </Button>
      </div>
    </form>
  );
}
