import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createQueryPreloader, useQueryRefHandlers, useReadQuery, type PreloadedQueryRef } from '@apollo/client/react';
import { useTransition } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { hasStoredSession } from '@/shared/session/session';

export type PreloadQuery = ReturnType<typeof createQueryPreloader>;

type RouteQueryOptions<TVariables> = {
  /** The query's variables, from the route (an id in the path) or the browser (who is signed in). */
  variables?: (args: LoaderFunctionArgs) => TVariables;
  /** How much of the cache to trust; by default the cached answer shows at once and is refreshed. */
  fetchPolicy?: () => 'cache-first' | 'network-only' | 'cache-and-network';
};

/**
 * A page's query, started by its route's loader so the data loads while the page's code does. A
 * signed-out visitor starts nothing: the route's guard sends them to /login before the page renders.
 * Failures come back as the answer's error (errorPolicy 'all'), for the page's failure face.
 */
export function routeQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: RouteQueryOptions<TVariables> = {},
) {
  const loader = (preload: PreloadQuery) => (args: LoaderFunctionArgs) => {
    if (!hasStoredSession()) return null;
    const fetchPolicy = options.fetchPolicy?.() ?? 'cache-and-network';
    const variables = options.variables?.(args) ?? ({} as TVariables);
    // The preloader's overloads cannot see that the variables fit this query; routeQuery's own signature says so.
    const start = preload as (query: TypedDocumentNode<TData, TVariables>, options: object) => PreloadedQueryRef<TData, TVariables>;
    return start(query, { variables, fetchPolicy, errorPolicy: 'all' });
  };
  return { query, loader };
}

export type RouteQuery<TData, TVariables extends OperationVariables> = ReturnType<typeof routeQuery<TData, TVariables>>;

function useLoadedRef<TData, TVariables extends OperationVariables>() {
  const queryRef = useLoaderData<PreloadedQueryRef<TData, TVariables> | null>();
  if (!queryRef) throw new Error('This page was rendered without its route loader having started its query');
  return queryRef;
}

/** The answer to the query the route's loader started; suspends until there is one. */
export function useRouteQuery<TData, TVariables extends OperationVariables>(_route: RouteQuery<TData, TVariables>) {
  const { data, error } = useReadQuery(useLoadedRef<TData, TVariables>());
  return { data, error };
}

/**
 * Asks the route's query again without suspending: what is shown stays (marked `refreshing`) until the
 * new answer arrives. For the page around the view and for the view's retry.
 */
export function useRouteRefresh<TData, TVariables extends OperationVariables>(_route: RouteQuery<TData, TVariables>) {
  const { refetch } = useQueryRefHandlers(useLoadedRef<TData, TVariables>());
  const [refreshing, startTransition] = useTransition();
  const refresh = () =>
    startTransition(async () => {
      // A failure becomes the answer's error (errorPolicy 'all'); nothing else to do with it here.
      await refetch().catch(() => undefined);
    });
  return { refresh, refreshing };
}
