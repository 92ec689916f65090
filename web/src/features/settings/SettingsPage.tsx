import { ChangePasswordForm } from './ChangePasswordForm';
import { SettingsTabs } from './SettingsTabs';

// docs/behaviour.md §2: /settings shows the Change Password form; the tabs lead to the notifications and security pages.
export function SettingsPage() {
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <ChangePasswordForm />
    </div>
  );
}
