import { PageIntro } from '@/shared/ui/PageIntro';

// Every admin route shows its title until the admin area's screens land.
export function AdminPlaceholderPage() {
  return <PageIntro />;
}
