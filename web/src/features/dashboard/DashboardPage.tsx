import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { InitialLoadState } from '@/shared/ui/overlays/InitialLoadState';
import { ProfileOverview } from './ProfileOverview';
import { WelcomeCard } from './WelcomeCard';

const DashboardPageQuery = graphql(`
  query DashboardPage {
    me {
      id
      ...WelcomeCard_profile
      ...ProfileOverview_profile
    }
  }
`);

export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardPageQuery);
  if (!data) return <InitialLoadState loading={loading} error={error} />;
  return (
    <div className="space-y-6">
      <WelcomeCard profile={data.me} />
      <ProfileOverview profile={data.me} />
    </div>
  );
}
