import { useApolloClient, useMutation } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { PaymentType, type SubmitControlNumberInput } from '@/gql/graphql';
import { paymentTypeLabel, submitFailedMessage, SUBMITTED_DEFAULT } from '@nuru/rules/payments';
import { useCurrentAcademicYear } from '@/shared/api/current-academic-year';
import { errorMessage } from '@/shared/api/errors';
import { AcademicYearSelect } from '@/shared/ui/AcademicYearSelect';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { readCachedHistory, type CachedPayment } from './cached-history';
import { forgetHistoryFetch } from './history-freshness';
import { PaymentHistoryQuery } from './history-query';
import { amountProblem, controlNumberProblem, readAmountTzs } from './payment-messages';
import { checkSubmission, replacementWarning } from './submission-check';
import { useDates } from '@/shared/i18n/use-dates';
import { serverWords } from '@/shared/i18n/words';

const SubmitControlNumberMutation = graphql(`
  mutation SubmitControlNumber($input: SubmitControlNumberInput!) {
    submitControlNumber(input: $input) {
      message
    }
  }
`);

const TYPES = Object.values(PaymentType);

const words = defineMessages({
  title: { id: 'payments.submitForm.title', defaultMessage: 'New payment submission' },
  description: { id: 'payments.submitForm.description', defaultMessage: 'One for the university fee and one for NHIF each academic year.' },
  type: { id: 'payments.submitForm.type', defaultMessage: 'Payment type' },
  controlNumber: { id: 'payments.submitForm.controlNumber', defaultMessage: 'Control number' },
  example: { id: 'payments.submitForm.example', defaultMessage: 'e.g. 991234567890' },
  hint: { id: 'payments.submitForm.hint', defaultMessage: 'The 12-digit number on your payment slip.' },
  amount: { id: 'payments.submitForm.amount', defaultMessage: 'Amount on the bill (TZS)' },
  amountExample: { id: 'payments.submitForm.amountExample', defaultMessage: 'e.g. 1,250,000' },
  amountHint: {
    id: 'payments.submitForm.amountHint',
    defaultMessage: 'The total your slip asks for, in whole shillings. A bank payment of another amount is not accepted.',
  },
  submitting: { id: 'payments.submitForm.submitting', defaultMessage: 'Submitting...' },
  submit: { id: 'payments.submitForm.submit', defaultMessage: 'Submit control number' },
  replaceTitle: { id: 'payments.submitForm.replaceTitle', defaultMessage: 'Replace your earlier submission?' },
  replace: { id: 'payments.submitForm.replace', defaultMessage: 'Replace it' },
});

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * A control number for one payment and year, with the amount its bill is for (what the bank's payment is checked
 * against). Before sending, the scholar's own history is checked: a number they
 * used elsewhere, or a payment paid or being processed, is refused; replacing a pending or failed payment's number
 * is asked first.
 */
export function SubmitControlNumberForm({ userId, refreshHistory }: { userId: string; refreshHistory: boolean }) {
  const intl = useIntl();
  const client = useApolloClient();
  const { day } = useDates();
  const [submit, { loading }] = useMutation(SubmitControlNumberMutation);
  const [type, setType] = useState<PaymentType>('UNIVERSITY_FEE');
  const { currentYear, yearError } = useCurrentAcademicYear();
  const [pickedYear, setYear] = useState<string>();
  const year = pickedYear ?? currentYear;
  const [controlNumber, setControlNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountIssue, setAmountIssue] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [replacing, setReplacing] = useState<{ input: SubmitControlNumberInput; warning: string } | null>(null);

  // The submissions the page lists (from Apollo's cache, else asked), else the copy saved for when offline. Only a
  // scholar has a history (docs/behaviour.md §6).
  async function ownHistory(): Promise<readonly CachedPayment[]> {
    if (!refreshHistory) return [];
    try {
      const { data } = await client.query({ query: PaymentHistoryQuery });
      if (data?.payments) return data.payments;
    } catch {
      // The saved copy below; the provider refuses what it must all the same.
    }
    return readCachedHistory(localStorage, userId) ?? [];
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = controlNumberProblem(intl, controlNumber);
    const amountFound = amountProblem(intl, amount);
    setProblem(found);
    setAmountIssue(amountFound);
    const amountTzs = readAmountTzs(amount);
    // The button waits for the year; the check below compares the scholar's own payments of that year.
    if (found || amountFound || amountTzs === null || !year) return;
    const input = { controlNumber: controlNumber.trim(), paymentType: type, paymentYear: year, amountTzs };
    const check = checkSubmission(await ownHistory(), { controlNumber: input.controlNumber, type, year });
    if (check.kind === 'refuse') setProblem(check.message);
    else if (check.kind === 'confirm')
      setReplacing({ input, warning: replacementWarning(intl, check.replaces, input.controlNumber, day(check.replaces.createdAt)) });
    else await send(input);
  }

  async function send(input: SubmitControlNumberInput) {
    try {
      const { data } = await submit({
        variables: { input },
        // docs/behaviour.md §4: a submission clears the 5-minute list cache, and the history is read again (the answer is
        // only a message, and it may have replaced an earlier number of the same type and year).
        update: () => forgetHistoryFetch(userId),
        refetchQueries: refreshHistory ? [PaymentHistoryQuery] : [],
        awaitRefetchQueries: true,
      });
      setControlNumber('');
      setAmount('');
      setOutcome({ tone: 'success', message: data?.submitControlNumber.message || SUBMITTED_DEFAULT });
    } catch (error) {
      // The gateway's message already starts 'Failed to submit {type} payment'; a bare failure gets it added.
      const failed = submitFailedMessage(input.paymentType);
      const said = errorMessage(error, failed);
      setOutcome({ tone: 'error', message: said.startsWith(failed) ? said : `${failed}: ${said}` });
    } finally {
      setReplacing(null);
    }
  }

  return (
    <Card aria-labelledby="submit-control-number-title">
      <CardHeader
        titleId="submit-control-number-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
      />
      <form noValidate onSubmit={onSubmit} className="space-y-5 px-5 py-5">
        {outcome && (
          <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
            {outcome.message}
          </Alert>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            label={intl.formatMessage(words.type)}
            value={type}
            onChange={(event) => setType(event.target.value as PaymentType)}
            disabled={loading}
          >
            {TYPES.map((option) => (
              <option key={option} value={option}>
                {serverWords(intl, paymentTypeLabel(option))}
              </option>
            ))}
          </Select>
          <AcademicYearSelect value={year} currentYear={currentYear} onChange={setYear} disabled={loading} error={yearError} />
          <Input
            label={intl.formatMessage(words.controlNumber)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={intl.formatMessage(words.example)}
            maxLength={20}
            value={controlNumber}
            onChange={(event) => setControlNumber(event.target.value)}
            error={problem ?? undefined}
            hint={intl.formatMessage(words.hint)}
            disabled={loading}
            className="font-mono tracking-wide"
          />
          <Input
            label={intl.formatMessage(words.amount)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={intl.formatMessage(words.amountExample)}
            maxLength={20}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountIssue ?? undefined}
            hint={intl.formatMessage(words.amountHint)}
            disabled={loading}
          />
        </div>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" busy={loading} disabled={!year}>
            {!loading && <Send aria-hidden="true" className="size-4" />}
            {intl.formatMessage(loading ? words.submitting : words.submit)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={replacing !== null}
        title={intl.formatMessage(words.replaceTitle)}
        confirmLabel={intl.formatMessage(words.replace)}
        busy={loading}
        onConfirm={() => replacing && void send(replacing.input)}
        onCancel={() => setReplacing(null)}
      >
        {replacing?.warning}
      </ConfirmDialog>
    </Card>
  );
}
