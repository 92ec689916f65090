import { TabNav } from '@/shared/ui/TabNav';

const TABS = [
  { to: '/settings', label: 'Password' },
  { to: '/settings/notifications', label: 'Notifications & privacy' },
  { to: '/settings/security', label: 'Security' },
];

/** The three settings pages, as tabs above each of them. */
export function SettingsTabs() {
  return <TabNav tabs={TABS} label="Settings sections" />;
}
