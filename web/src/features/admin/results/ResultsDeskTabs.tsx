import { TabNav } from '@/shared/ui/TabNav';

const TABS = [
  { to: '/admin/results', label: 'Review queue' },
  { to: '/admin/results/not-uploaded', label: 'Not uploaded' },
];

/** The results desk's two views, as tabs above each. */
export function ResultsDeskTabs() {
  return <TabNav tabs={TABS} label="Results sections" />;
}
