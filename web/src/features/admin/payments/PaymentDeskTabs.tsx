import { TabNav } from '@/shared/ui/TabNav';

const TABS = [
  { to: '/admin/payments', label: 'Control numbers' },
  { to: '/admin/payments/reconcile', label: 'Bank reconciliation' },
  { to: '/admin/payments/missing', label: 'Missing' },
];

/** The payments desk's three views, as tabs above each of them. */
export function PaymentDeskTabs() {
  return <TabNav tabs={TABS} label="Payments sections" />;
}
