import { RotateCw, Wallet } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router';
import { errorCodes, errorHttpStatus } from '@/shared/api/errors';
import { useAskAgainWhen, useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { LoadingState } from '@/shared/ui/LoadingState';
import { readCachedHistory, saveCachedHistory } from './cached-history';
import { forgetHistoryFetch, lastHistoryFetch, markHistoryFetched } from './history-freshness';
import { paymentHistoryRoute } from './payment-history-route';
import { historyFailureMessage, withCachedSuffix } from './payment-messages';
import { PaymentList } from './PaymentList';

const words = defineMessages({
  title: { id: 'payments.history.title', defaultMessage: 'Payment history' },
  description: {
    id: 'payments.history.description',
    defaultMessage: 'Your control numbers, newest first, with what the programme has done with them.',
  },
  loading: { id: 'payments.history.loading', defaultMessage: 'Loading your payments...' },
  failed: { id: 'payments.history.failed', defaultMessage: 'Could not load your payments' },
  empty: { id: 'payments.history.empty', defaultMessage: 'No payment submissions yet' },
});

/** The student's submissions: from Apollo's cache for 5 minutes, then the network; the saved copy when that fails. */
export function PaymentHistory({ userId }: { userId: string }) {
  const intl = useIntl();
  const { refresh, refreshing } = useRouteRefresh(paymentHistoryRoute);
  // Asked again whatever the clock says: the answer gets a new stamp when it arrives.
  const askAgain = () => {
    forgetHistoryFetch(userId);
    refresh();
  };
  // The gateway says this is a scholar, but the loader asked nothing, going by the role stored at sign-in (a role
  // changed since): it runs again, now knowing from the cache.
  const notAsked = useLoaderData() === null;
  useAskAgainWhen(notAsked);
  const loading = <LoadingState>{intl.formatMessage(words.loading)}</LoadingState>;

  return (
    <Card aria-labelledby="payment-history-title" aria-busy={refreshing || undefined}>
      <CardHeader
        titleId="payment-history-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
        action={
          <Button variant="secondary" className="sm:min-h-9 px-3 py-1.5" busy={refreshing} onClick={askAgain}>
            {!refreshing && <RotateCw aria-hidden="true" className="size-4" />}
            <FormattedMessage id="payments.history.refresh" defaultMessage="Refresh" />
          </Button>
        }
      />
      {notAsked ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <PaymentHistoryList userId={userId} onRetry={askAgain} />
        </Suspense>
      )}
    </Card>
  );
}

function PaymentHistoryList({ userId, onRetry }: { userId: string; onRetry: () => void }) {
  const intl = useIntl();
  const { data, error } = useRouteQuery(paymentHistoryRoute);
  const payments = error ? undefined : data?.payments;

  useEffect(() => {
    if (!payments) return;
    saveCachedHistory(localStorage, userId, payments);
    if (lastHistoryFetch(userId) === undefined) markHistoryFetched(userId, Date.now());
  }, [payments, userId]);

  // docs/behaviour.md §4: when the fetch fails, the last good list is shown under the failure, with the suffix.
  const failure = error ? historyFailureMessage(intl, errorHttpStatus(error), errorCodes(error)[0]) : '';
  const offline = error ? readCachedHistory(localStorage, userId) : null;
  const noSubmissions = (
    <EmptyState icon={Wallet} title={intl.formatMessage(words.empty)}>
      <FormattedMessage
        id="payments.history.emptyExplanation"
        defaultMessage="Submit the control numbers for your university fee and NHIF above; they will be listed here with their status."
      />
    </EmptyState>
  );

  return (
    <DataView
      value={payments ?? offline}
      error={error}
      onRetry={onRetry}
      loading={intl.formatMessage(words.loading)}
      failure={{ title: intl.formatMessage(words.failed), fallback: failure, message: () => failure }}
      empty={noSubmissions}
      isEmpty={(list) => list.length === 0 && !offline}
    >
      {(list) => (
        <>
          {offline && (
            <Alert tone="error" className="mx-5 mt-4">
              {withCachedSuffix(intl, failure)}
            </Alert>
          )}
          {list.length > 0 ? <PaymentList payments={list} /> : noSubmissions}
        </>
      )}
    </DataView>
  );
}
