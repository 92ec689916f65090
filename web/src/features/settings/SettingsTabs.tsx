import { defineMessages, useIntl } from 'react-intl';
import { TabNav } from '@/shared/ui/TabNav';

const words = defineMessages({
  password: { id: 'settings.tabs.password', defaultMessage: 'Password' },
  notifications: { id: 'settings.tabs.notifications', defaultMessage: 'Notifications & privacy' },
  security: { id: 'settings.tabs.security', defaultMessage: 'Security' },
  label: { id: 'settings.tabs.label', defaultMessage: 'Settings sections' },
});

/** The three settings pages, as tabs above each of them. */
export function SettingsTabs() {
  const intl = useIntl();
  const tabs = [
    { to: '/settings', label: intl.formatMessage(words.password) },
    { to: '/settings/notifications', label: intl.formatMessage(words.notifications) },
    { to: '/settings/security', label: intl.formatMessage(words.security) },
  ];
  return <TabNav tabs={tabs} label={intl.formatMessage(words.label)} />;
}
