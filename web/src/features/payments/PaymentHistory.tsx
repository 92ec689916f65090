import { useQuery } from '@apollo/client/react';
import { RotateCw, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorCodes, errorHttpStatus } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { readCachedHistory, saveCachedHistory } from './cached-history';
import { historyFetchPolicy, lastHistoryFetch, markHistoryFetched } from './history-freshness';
import { PaymentHistoryQuery } from './history-query';
import { historyFailureMessage, withCachedSuffix } from './payment-messages';
import { PaymentList } from './PaymentList';

/** The student's submissions: from Apollo's cache for 5 minutes, then the network; the saved copy when that fails. */
export function PaymentHistory({ userId }: { userId: string }) {
  // Decided once per visit: a list fetched in the last 5 minutes is reused as it is.
  const [fetchPolicy] = useState(() => historyFetchPolicy(lastHistoryFetch(userId), Date.now()));
  const { data, error, loading, refetch } = useQuery(PaymentHistoryQuery, { fetchPolicy, notifyOnNetworkStatusChange: true });
  const payments = error ? undefined : data?.payments;

  useEffect(() => {
    if (!payments) return;
    saveCachedHistory(localStorage, userId, payments);
    if (fetchPolicy === 'network-only' || lastHistoryFetch(userId) === undefined) markHistoryFetched(userId, Date.now());
  }, [payments, userId, fetchPolicy]);

  async function refresh() {
    try {
      await refetch();
      markHistoryFetched(userId, Date.now());
    } catch {
      // The failure is shown from the query's own error.
    }
  }

  // Spec 4: when the fetch fails, the last good list is shown under the failure, with the suffix.
  const failure = error ? historyFailureMessage(errorHttpStatus(error), errorCodes(error)[0]) : '';
  const offline = error ? readCachedHistory(localStorage, userId) : null;
  const noSubmissions = (
    <EmptyState icon={Wallet} title="No payment submissions yet">
      Submit the control numbers for your university fee and NHIF above; they will be listed here with their status.
    </EmptyState>
  );

  return (
    <Card aria-labelledby="payment-history-title" aria-busy={loading || undefined}>
      <CardHeader
        titleId="payment-history-title"
        title="Payment history"
        description="Your control numbers, newest first, with what the programme has done with them."
        action={
          <Button variant="secondary" className="min-h-9 px-3 py-1.5" busy={loading} onClick={() => void refresh()}>
            {!loading && <RotateCw aria-hidden="true" className="size-4" />}
            Refresh
          </Button>
        }
      />
      <DataView
        value={payments ?? offline}
        error={error}
        onRetry={refresh}
        loading="Loading your payments..."
        failure={{ title: 'Could not load your payments', fallback: failure, message: () => failure }}
        empty={noSubmissions}
        isEmpty={(list) => list.length === 0 && !offline}
      >
        {(list) => (
          <>
            {offline && (
              <Alert tone="error" className="mx-5 mt-4">
                {withCachedSuffix(failure)}
              </Alert>
            )}
            {list.length > 0 ? <PaymentList payments={list} /> : noSubmissions}
          </>
        )}
      </DataView>
    </Card>
  );
}
