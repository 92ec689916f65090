import { defineMessages, useIntl } from 'react-intl';
import { TabNav } from '@/shared/ui/TabNav';

const messages = defineMessages({
  queue: { id: 'admin.results.resultsDeskTabs.queue', defaultMessage: 'Review queue' },
  notUploaded: { id: 'admin.results.resultsDeskTabs.notUploaded', defaultMessage: 'Not uploaded' },
  label: { id: 'admin.results.resultsDeskTabs.label', defaultMessage: 'Results sections' },
});

const TABS = [
  { to: '/admin/results', label: messages.queue },
  { to: '/admin/results/not-uploaded', label: messages.notUploaded },
];

/** The results desk's two views, as tabs above each. */
export function ResultsDeskTabs() {
  const intl = useIntl();
  const tabs = TABS.map((tab) => ({ ...tab, label: intl.formatMessage(tab.label) }));
  return <TabNav tabs={tabs} label={intl.formatMessage(messages.label)} />;
}
