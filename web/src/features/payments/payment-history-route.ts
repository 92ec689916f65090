import { routeQuery } from '@/shared/api/route-query';
import { knownViewer } from '@/shared/session/viewer';
import { forgetHistoryFetch, historyFetchPolicy, lastHistoryFetch } from './history-freshness';
import { PaymentHistoryQuery } from './history-query';

// Started by the route's loader (app/router.tsx) while the page's code loads, at once, for the viewer the browser
// knows (PaymentHistory asks again should the gateway say they are a scholar after all). docs/behaviour.md §6: only a scholar's
// history loads. docs/behaviour.md §4: a list fetched in the last 5 minutes is shown from the cache as it is; an older one
// is fetched again, and PaymentHistory stamps the new answer when it arrives.
export const paymentHistoryRoute = routeQuery(PaymentHistoryQuery, (_args, client) => {
  const viewer = knownViewer(client);
  if (!viewer?.isScholar) return null;
  const fetchPolicy = historyFetchPolicy(lastHistoryFetch(viewer.id), Date.now());
  if (fetchPolicy === 'network-only') forgetHistoryFetch(viewer.id);
  return { fetchPolicy };
});
