import { useMutation } from '@apollo/client/react';
import { BANK_FILE_REQUIRED, BANK_FILE_TOO_LARGE, MAX_BANK_FILE_BYTES, PAYMENT_DESK_FAILED, paymentTypeLabel } from '@nuru/rules/payments';
import { ClipboardCheck, Landmark } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { PaymentType, type ReconcileBankPaymentsMutation } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { useRouteQuery } from '@/shared/api/route-query';
import { useServerWords } from '@/shared/i18n/words';
import { academicYearOptions } from '@/shared/rules/academic-year';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { PaymentDeskTabs } from './PaymentDeskTabs';
import { reconcileRoute } from './reconcile-route';
import { ReconciliationReport } from './ReconciliationReport';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const ReconcileBankPaymentsMutation = graphql(`
  mutation ReconcileBankPayments($year: AcademicYear!, $type: PaymentType!, $csv: String!, $dryRun: Boolean!) {
    reconcileBankPayments(year: $year, type: $type, csv: $csv, dryRun: $dryRun) {
      applied
      errors {
        line
      }
      matched {
        line
      }
      ...ReconciliationReport_report
    }
  }
`);

type Reconciliation = ReconcileBankPaymentsMutation['reconcileBankPayments'];

const messages = defineMessages({
  loading: { id: 'admin.payments.reconcilePage.loading', defaultMessage: 'Loading...' },
  title: { id: 'admin.payments.reconcilePage.title', defaultMessage: 'Bank reconciliation' },
  description: {
    id: 'admin.payments.reconcilePage.description',
    defaultMessage: "The bank's CSV of paid control numbers (controlNumber,amount,paidAt) for one academic year and payment type.",
  },
  year: { id: 'admin.payments.reconcilePage.year', defaultMessage: 'Academic year' },
  type: { id: 'admin.payments.reconcilePage.type', defaultMessage: 'Payment type' },
  file: { id: 'admin.payments.reconcilePage.file', defaultMessage: 'Bank file (.csv)' },
  fileHint: {
    id: 'admin.payments.reconcilePage.fileHint',
    defaultMessage: 'At most 1 MB and 5000 rows. First line: controlNumber,amount,paidAt; amounts in whole TZS; dates like 2025-03-14.',
  },
  check: { id: 'admin.payments.reconcilePage.check', defaultMessage: 'Check the file (dry run)' },
});

const APPLY = defineMessage<{ count: number }>({
  id: 'admin.payments.reconcilePage.apply',
  defaultMessage: '{count, plural, other {Apply: mark # paid}}',
});

export function ReconcilePage() {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <PaymentDeskTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <ReconcileForm />
      </SuspenseCard>
    </div>
  );
}

/** The bank's CSV for one year and type: checked first (a dry run changes nothing), then applied. */
function ReconcileForm() {
  const { data } = useRouteQuery(reconcileRoute);
  const currentYear = data?.programmeSettings.currentAcademicYear;
  const [year, setYear] = useState<string | undefined>(undefined);
  const [type, setType] = useState<PaymentType>(PaymentType.UniversityFee);
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<Reconciliation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [reconcile, { loading }] = useMutation(ReconcileBankPaymentsMutation);
  const chosenYear = year ?? currentYear ?? '';
  const intl = useIntl();
  const words = useServerWords();

  // A new choice makes the last report stale: it must be checked again before it can be applied.
  function changed() {
    setReport(null);
    setProblem(null);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    changed();
    setCsv(null);
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_BANK_FILE_BYTES) {
      event.target.value = '';
      return setProblem(BANK_FILE_TOO_LARGE);
    }
    setCsv(await file.text());
  }

  async function send(dry: boolean) {
    setProblem(null);
    if (!csv) return setProblem(BANK_FILE_REQUIRED);
    setDryRun(dry);
    try {
      const { data: answer } = await reconcile({ variables: { year: chosenYear, type, csv, dryRun: dry } });
      setReport(answer?.reconcileBankPayments ?? null);
    } catch (failure) {
      setReport(null);
      setProblem(errorMessage(failure, PAYMENT_DESK_FAILED.reconcile));
    }
  }

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    void send(true);
  };
  const canApply = report && !report.applied && report.errors.length === 0 && report.matched.length > 0;
  return (
    <Card>
      <CardHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
      <form noValidate onSubmit={onCheck} className="space-y-4 px-5 py-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={intl.formatMessage(messages.year)}
            value={chosenYear}
            onChange={(event) => {
              setYear(event.target.value);
              changed();
            }}
          >
            {(currentYear ? academicYearOptions(currentYear) : []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
          <Select
            label={intl.formatMessage(messages.type)}
            value={type}
            onChange={(event) => {
              setType(event.target.value as PaymentType);
              changed();
            }}
          >
            {Object.values(PaymentType).map((option) => (
              <option key={option} value={option}>
                {words(paymentTypeLabel(option))}
              </option>
            ))}
          </Select>
        </div>
        <Input
          label={intl.formatMessage(messages.file)}
          type="file"
          accept=".csv,text/csv"
          hint={intl.formatMessage(messages.fileHint)}
          className="min-h-11"
          disabled={loading}
          onChange={(event) => void onFile(event)}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button type="submit" variant="secondary" className="min-h-11" busy={loading && dryRun}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {intl.formatMessage(messages.check)}
          </Button>
          {report && !report.applied && report.errors.length === 0 && (
            <Button className="min-h-11" disabled={!canApply || loading} busy={loading && !dryRun} onClick={() => void send(false)}>
              <Landmark aria-hidden="true" className="size-4" />
              {intl.formatMessage(APPLY, { count: report.matched.length })}
            </Button>
          )}
        </div>
        {report && <ReconciliationReport report={report} />}
      </form>
    </Card>
  );
}
