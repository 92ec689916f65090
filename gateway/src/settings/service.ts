import { LAST_ADMINISTRATOR_DELETION } from '@nuru/rules/settings';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';
import type { TwoFactorSetup } from '../generated/resolvers.js';
import { listOf } from '../provider/answers.js';
import type { ProviderPath } from '../provider/contract.js';
import type { ProviderSession } from '../provider/session.js';
import { CHANGE_PASSWORD_DEFAULT, changePasswordMessage } from './change-password.js';
import type {
  AccountPreferencesBody,
  AccountPreferencesDTO,
  ActivityPageDTO,
  ChangePasswordBody,
  NotificationPreferencesDTO,
  NotificationsBody,
  PrivacyBody,
  PrivacySettingsDTO,
  SessionDTO,
  TwoFactorSetupDTO,
} from './dto.js';
import { toTwoFactorSetup } from './mapping.js';
import { SETTINGS_FAILED, settingsMessage } from './messages.js';

/** One settings operation's failure; `passwordChecked` where a 401 means a wrong password, not a lost session. */
const failing = (fallback: string, passwordChecked = false): FailureRules => ({
  messages: passwordChecked ? settingsMessage(fallback) : sessionAware(settingsMessage(fallback)),
  networkMessage: fallback,
  unauthorizedIsUserInput: passwordChecked,
});

// A 401 here is a wrong current password, not an expired session (docs/behaviour.md §8).
const changingPassword: FailureRules = {
  unauthorizedIsUserInput: true,
  messages: changePasswordMessage,
  networkMessage: CHANGE_PASSWORD_DEFAULT,
};

/** An update answers what it saved, or only a message. */
type Saved<K extends string, T> = { [key in K]?: T };

/** The signed-in account's settings at the provider (docs/behaviour.md §7), each failing with its 'Failed to ...' (section 8). */
export class SettingsService {
  constructor(private readonly provider: ProviderSession) {}

  /** `PUT /settings/change-password`. */
  changePassword(body: ChangePasswordBody): Promise<unknown> {
    return withProviderErrors(() => this.provider.send<unknown>('PUT', '/settings/change-password', body), changingPassword);
  }

  notifications(): Promise<NotificationPreferencesDTO> {
    return this.read('/settings/preferences', SETTINGS_FAILED.loadNotifications);
  }

  /** Answers the switches as saved (read back when the provider answers only a message). */
  updateNotifications(body: NotificationsBody): Promise<NotificationPreferencesDTO> {
    return this.save('/settings/update-notifications', body, 'preferences', '/settings/preferences', SETTINGS_FAILED.updateNotifications);
  }

  /** Every preference and the security state. */
  preferences(): Promise<AccountPreferencesDTO> {
    return this.read('/settings/preferences/all', SETTINGS_FAILED.loadPreferences);
  }

  updatePreferences(body: AccountPreferencesBody): Promise<AccountPreferencesDTO> {
    return this.save('/settings/preferences/update', body, 'preferences', '/settings/preferences/all', SETTINGS_FAILED.updatePreferences);
  }

  privacy(): Promise<PrivacySettingsDTO> {
    return this.read('/settings/privacy', SETTINGS_FAILED.loadPrivacy);
  }

  updatePrivacy(body: PrivacyBody): Promise<PrivacySettingsDTO> {
    return this.save('/settings/privacy/update', body, 'privacy', '/settings/privacy', SETTINGS_FAILED.updatePrivacy);
  }

  /** A notice is mailed to the new security contact. */
  setSecurityEmail(email: string): Promise<unknown> {
    return this.write('/settings/security/email', { email: email.trim() }, SETTINGS_FAILED.securityEmail);
  }

  /** A proposed secret, which does nothing until verified. */
  enableTwoFactor(): Promise<TwoFactorSetup> {
    return withProviderErrors(
      async () => toTwoFactorSetup(await this.provider.send<TwoFactorSetupDTO>('POST', '/settings/security/2fa/enable')),
      failing(SETTINGS_FAILED.enableTwoFactor),
    );
  }

  verifyTwoFactor(code: string): Promise<unknown> {
    return this.write('/settings/security/2fa/verify', { code: code.trim() }, SETTINGS_FAILED.verifyTwoFactor);
  }

  /** Needs the password and a current code, so a stolen session cannot remove the second factor. */
  disableTwoFactor(password: string, code: string): Promise<unknown> {
    return this.write('/settings/security/2fa/disable', { password, code: code.trim() }, SETTINGS_FAILED.disableTwoFactor, true);
  }

  /** The devices signed in to the account, the current one marked. */
  sessions(): Promise<SessionDTO[]> {
    return withProviderErrors(
      async () => listOf<SessionDTO>(await this.provider.get('/settings/sessions')),
      failing(SETTINGS_FAILED.loadSessions),
    );
  }

  revokeSession(id: string): Promise<unknown> {
    return this.write(`/settings/sessions/${encodeURIComponent(id)}/revoke`, undefined, SETTINGS_FAILED.revokeSession);
  }

  /** Signs out every device but this one. */
  revokeOtherSessions(): Promise<unknown> {
    return this.write('/settings/sessions/revoke-all', undefined, SETTINGS_FAILED.revokeOtherSessions);
  }

  /** A page of the activity log, newest first. */
  activity(page: { limit: number; offset: number }): Promise<ActivityPageDTO> {
    return this.read(`/settings/account/activity?limit=${page.limit}&offset=${page.offset}`, SETTINGS_FAILED.loadActivity);
  }

  /** Everything the provider holds about the account, as one JSON document; recorded in the activity log. */
  exportData(): Promise<{ exportedAt?: unknown }> {
    return this.read('/settings/account/export', SETTINGS_FAILED.exportData);
  }

  /** The account can no longer sign in and every device is signed out; the last active administrator is refused (409). */
  deleteAccount(password: string, reason: string): Promise<unknown> {
    const rules = failing(SETTINGS_FAILED.deleteAccount, true);
    return withProviderErrors(() => this.provider.send<unknown>('POST', '/settings/account/delete', { password, reason: reason.trim() }), {
      ...rules,
      messages: (status, providerMessage, answer) =>
        status === 409 ? LAST_ADMINISTRATOR_DELETION : rules.messages(status, providerMessage, answer),
    });
  }

  private read<T>(path: ProviderPath, fallback: string): Promise<T> {
    return withProviderErrors(() => this.provider.get<T>(path), failing(fallback));
  }

  private write(path: ProviderPath, body: unknown, fallback: string, passwordChecked = false): Promise<unknown> {
    return withProviderErrors(() => this.provider.send<unknown>('POST', path, body), failing(fallback, passwordChecked));
  }

  /** A change, answering what was saved: the provider's answer carries it, else it is read back. */
  private save<K extends string, T>(path: ProviderPath, body: unknown, key: K, readPath: ProviderPath, fallback: string): Promise<T> {
    return withProviderErrors(async () => {
      const answer = await this.provider.send<Saved<K, T> | undefined>('POST', path, body);
      return answer?.[key] ?? this.provider.get<T>(readPath);
    }, failing(fallback));
  }
}
