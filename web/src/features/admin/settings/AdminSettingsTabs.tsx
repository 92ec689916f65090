import { defineMessages, useIntl } from 'react-intl';
import { TabNav } from '@/shared/ui/TabNav';

const messages = defineMessages({
  programme: { id: 'admin.settings.adminSettingsTabs.programme', defaultMessage: 'Programme' },
  administrators: { id: 'admin.settings.adminSettingsTabs.administrators', defaultMessage: 'Administrators' },
  audit: { id: 'admin.settings.adminSettingsTabs.audit', defaultMessage: 'Audit log' },
  security: { id: 'admin.settings.adminSettingsTabs.security', defaultMessage: 'Your password and two-factor' },
  label: { id: 'admin.settings.adminSettingsTabs.label', defaultMessage: 'Settings sections' },
});

const TABS = [
  { to: '/admin/settings', label: messages.programme },
  { to: '/admin/settings/administrators', label: messages.administrators },
  { to: '/admin/settings/audit', label: messages.audit },
  // An officer's own password, two-factor and sessions are the account settings every person has.
  { to: '/settings/security', label: messages.security },
];

/** The programme-desk settings pages, as tabs above each of them, and the officer's own account settings. */
export function AdminSettingsTabs() {
  const intl = useIntl();
  const tabs = TABS.map((tab) => ({ ...tab, label: intl.formatMessage(tab.label) }));
  return <TabNav tabs={tabs} label={intl.formatMessage(messages.label)} />;
}
