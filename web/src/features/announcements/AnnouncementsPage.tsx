import { PageIntro } from '@/shared/ui/PageIntro';

// The route, title and subtitle exist now; the announcements screens arrive with their own issue.
export function AnnouncementsPage() {
  return <PageIntro />;
}
