import { TabNav } from '@/shared/ui/TabNav';

const TABS = [
  { to: '/admin/settings', label: 'Programme' },
  { to: '/admin/settings/administrators', label: 'Administrators' },
  { to: '/admin/settings/audit', label: 'Audit log' },
];

/** The three programme-desk settings pages, as tabs above each of them. */
export function AdminSettingsTabs() {
  return <TabNav tabs={TABS} label="Settings sections" />;
}
