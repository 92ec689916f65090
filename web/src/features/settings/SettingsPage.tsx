import { ChangePasswordForm } from './ChangePasswordForm';

// Spec 2: /settings shows only the Change Password form.
export function SettingsPage() {
  return <ChangePasswordForm />;
}
