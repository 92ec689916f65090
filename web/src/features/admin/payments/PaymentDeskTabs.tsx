import { defineMessages, useIntl } from 'react-intl';
import { TabNav } from '@/shared/ui/TabNav';

const messages = defineMessages({
  controlNumbers: { id: 'admin.payments.paymentDeskTabs.controlNumbers', defaultMessage: 'Control numbers' },
  reconcile: { id: 'admin.payments.paymentDeskTabs.reconcile', defaultMessage: 'Bank reconciliation' },
  missing: { id: 'admin.payments.paymentDeskTabs.missing', defaultMessage: 'Missing' },
  label: { id: 'admin.payments.paymentDeskTabs.label', defaultMessage: 'Payments sections' },
});

const TABS = [
  { to: '/admin/payments', label: messages.controlNumbers },
  { to: '/admin/payments/reconcile', label: messages.reconcile },
  { to: '/admin/payments/missing', label: messages.missing },
];

/** The payments desk's three views, as tabs above each of them. */
export function PaymentDeskTabs() {
  const intl = useIntl();
  const tabs = TABS.map((tab) => ({ ...tab, label: intl.formatMessage(tab.label) }));
  return <TabNav tabs={tabs} label={intl.formatMessage(messages.label)} />;
}
