import { PageIntro } from '@/shared/ui/PageIntro';

// The route, title and subtitle exist now; the mentorship screens arrive with their own issue.
export function MentorshipPage() {
  return <PageIntro />;
}
