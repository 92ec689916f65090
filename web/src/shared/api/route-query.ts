import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createQueryPreloader, useApolloClient, useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { hasStoredSession } from '@/shared/session/session';

/** What route loaders start queries with: the app's Apollo client and its query preloader. */
export type RouteLoading = { client: ApolloClient; preload: ReturnType<typeof createQueryPreloader> };

type FetchPolicy = 'cache-first' | 'network-only' | 'cache-and-network';

/** How this visit asks: the query's variables and how far the cache is trusted (by default it shows at once and is refreshed). */
export type RoutePlan<TVariables> = { variables?: TVariables; fetchPolicy?: FetchPolicy };

type Plan<TVariables> = (
  args: LoaderFunctionArgs,
  client: ApolloClient,
) => RoutePlan<TVariables> | null | Promise<RoutePlan<TVariables> | null>;

/**
 * For a page whose address holds its own filters (?q=, ?tag=): a change of them alone is the page's
 * business and does not ask the server again; a new path, or the same one opened anew, does.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

/**
 * A page's query, started by its route's loader so the data loads while the page's code does. A
 * signed-out visitor starts nothing (the route's guard sends them to /login before the page renders),
 * nor does a plan that answers null (a view the page will not show this visitor). Failures come back
 * as the answer's error (errorPolicy 'all'), for the page's failure face.
 */
export function routeQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  plan: Plan<TVariables> = () => ({}),
  /** When the router asks the loader again (react-router's default: after any change of the address). */
  shouldRevalidate?: ShouldRevalidateFunction,
) {
  const loader =
    ({ client, preload }: RouteLoading) =>
    async (args: LoaderFunctionArgs) => {
      if (!hasStoredSession()) return null;
      const planned = await plan(args, client);
      if (!planned) return null;
      // The preloader's overloads cannot see that the variables fit this query; routeQuery's signature says so.
      const start = preload as (query: TypedDocumentNode<TData, TVariables>, options: object) => PreloadedQueryRef<TData, TVariables>;
      const { variables = {}, fetchPolicy = 'cache-and-network' } = planned;
      // One loader per visit asks for its page's query, so there is no twin in flight to share it with; sharing would
      // print the whole document on a cold start only to find that out.
      return start(query, { variables, fetchPolicy, errorPolicy: 'all', context: { queryDeduplication: false } });
    };
  return { query, loader, shouldRevalidate };
}

export type RouteQuery<TData, TVariables extends OperationVariables> = ReturnType<typeof routeQuery<TData, TVariables>>;

function useLoadedRef<TData, TVariables extends OperationVariables>() {
  const queryRef = useLoaderData<PreloadedQueryRef<TData, TVariables> | null>();
  if (!queryRef) throw new Error('This view was rendered without its route loader having started its query');
  return queryRef;
}

/**
 * The loader's query once its answer is in; until then, the one this view showed before (another page of a
 * list, another scholar), so the view keeps what it shows instead of falling back to its loading face. React Router's
 * transition would hold the screen too, but would not tell the view that a newer answer is coming (`waiting`).
 */
function useShownRef<TData, TVariables extends OperationVariables>(latest: PreloadedQueryRef<TData, TVariables>) {
  const client = useApolloClient();
  const [shown, setShown] = useState(latest);
  const waiting = shown !== latest;
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const show = () => current && setShown(latest);
    createQueryPreloader(client).toPromise(latest).then(show, show);
    return () => void (current = false);
  }, [client, latest, waiting]);
  return { shown, waiting };
}

/**
 * The answer to the query the route's loader started; suspends until there is a first one. `waiting` says a newer
 * answer is on its way (the view shows the one before it meanwhile).
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(_route: RouteQuery<TData, TVariables>) {
  const { shown, waiting } = useShownRef(useLoadedRef<TData, TVariables>());
  const { data, error } = useReadQuery(shown);
  return { data, error, waiting };
}

/**
 * Asks the route's query again without suspending: what is shown stays (marked `refreshing`) until the
 * new answer arrives. For the page around the view and for the view's retry. The page's live query is asked
 * again as it is (refetchQueries), so its answer arrives as an update, not as a new pending read: the view never
 * falls back to its loading face, with no transition needed.
 */
export function useRouteRefresh<TData, TVariables extends OperationVariables>(route: RouteQuery<TData, TVariables>) {
  const client = useApolloClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    // A failure becomes the answer's error (errorPolicy 'all'); nothing else to do with it here.
    void client
      .refetchQueries({ include: [route.query] })
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  }, [client, route.query]);
  return { refresh, refreshing };
}

/**
 * Runs the route's loader again while `askedWrong` holds: for a loader that went by the role stored at sign-in
 * when the gateway's answer says otherwise (a role changed since). The second run knows the role from the cache.
 */
export function useAskAgainWhen(askedWrong: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (askedWrong) void revalidate();
  }, [askedWrong, revalidate]);
}
