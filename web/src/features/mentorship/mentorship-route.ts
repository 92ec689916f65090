import type { LoaderFunctionArgs } from 'react-router';
import { graphql } from '@/gql';
import { routeQuery, type RouteLoading } from '@/shared/api/route-query';
import { mentorshipTab, SESSION_SCOPES } from './mentorship-tabs';
import { MentorshipSessionsQuery } from './sessions-query';

const MentorshipResourcesQuery = graphql(`
  query MentorshipResources {
    mentorshipResources {
      id
      title
      kind
      url
      description
    }
  }
`);

const MentorsQuery = graphql(`
  query Mentors {
    mentors {
      id
      name
      field
      organisation
      bio
    }
  }
`);

const tabOf = ({ request }: LoaderFunctionArgs) => mentorshipTab(new URL(request.url).searchParams.get('tab'));

export const sessionsRoute = routeQuery(MentorshipSessionsQuery, (args) => {
  const scope = SESSION_SCOPES[tabOf(args)];
  return scope ? { variables: { scope } } : null;
});
export const resourcesRoute = routeQuery(MentorshipResourcesQuery, (args) => (tabOf(args) === 'resources' ? {} : null));
export const mentorsRoute = routeQuery(MentorsQuery, (args) => (tabOf(args) === 'mentors' ? {} : null));

/** The route's loader (app/router.tsx) starts the open tab's query; opening another tab runs it again. */
export const mentorshipLoader = (loading: RouteLoading) => async (args: LoaderFunctionArgs) =>
  (await sessionsRoute.loader(loading)(args)) ?? (await resourcesRoute.loader(loading)(args)) ?? mentorsRoute.loader(loading)(args);
