import { PageIntro } from '@/shared/ui/PageIntro';

// The route, title and subtitle exist now; the results screens arrive with their own issue.
export function ResultsPage() {
  return <PageIntro />;
}
