import { TabNav } from '@/shared/ui/TabNav';

const TABS = [
  { to: '/admin/settings', label: 'Programme' },
  { to: '/admin/settings/administrators', label: 'Administrators' },
  { to: '/admin/settings/audit', label: 'Audit log' },
  // An officer's own password, two-factor and sessions are the account settings every person has.
  { to: '/settings/security', label: 'Your password and two-factor' },
];

/** The programme-desk settings pages, as tabs above each of them, and the officer's own account settings. */
export function AdminSettingsTabs() {
  return <TabNav tabs={TABS} label="Settings sections" />;
}
