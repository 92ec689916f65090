import { PageIntro } from '@/shared/ui/PageIntro';

// The route, title and subtitle exist now; the payments screens arrive with their own issue.
export function PaymentsPage() {
  return <PageIntro />;
}
