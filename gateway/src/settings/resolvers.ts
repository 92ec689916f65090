import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { listOf, messageOr } from '../provider/answers.js';
import { activityPaging } from './activity.js';
import {
  getAccountActivity,
  getAccountExport,
  getAllPreferences,
  getNotificationPreferences,
  getPrivacy,
  getSessions,
  postDeleteAccount,
  postDisableTwoFactor,
  postEnableTwoFactor,
  postRevokeAllSessions,
  postRevokeSession,
  postSecurityEmail,
  postUpdateNotifications,
  postUpdatePreferences,
  postUpdatePrivacy,
  postVerifyTwoFactor,
  putChangePassword,
} from './calls.js';
import { CHANGE_PASSWORD_DEFAULT, changePasswordMessage, changePasswordProblem } from './change-password.js';
import type { AccountPreferencesDTO, ActivityPageDTO, NotificationPreferencesDTO, PrivacySettingsDTO, SessionDTO, TwoFactorSetupDTO } from './dto.js';
import {
  exportFileName,
  toAccountPreferences,
  toAccountSession,
  toActivityPage,
  toNotificationPreferences,
  toPrivacySettings,
  toTwoFactorSetup,
} from './mapping.js';
import { SETTINGS_FAILED, settingsMessage } from './messages.js';

/** The failure rules of one settings operation; `passwordChecked` where a 401 means a wrong password, not a lost session. */
const failing = (fallback: string, passwordChecked = false): FailureRules => ({
  messages: passwordChecked ? settingsMessage(fallback) : sessionAware(settingsMessage(fallback)),
  networkMessage: fallback,
  unauthorizedIsUserInput: passwordChecked,
});

type Answer<T> = { preferences?: T; privacy?: T };

export const settingsQueries: Pick<QueryResolvers, 'notificationPreferences' | 'accountPreferences' | 'privacySettings' | 'accountSessions' | 'accountActivity'> = {
  notificationPreferences: (_root, _args, { provider }) =>
    withProviderErrors(async () => toNotificationPreferences(await getNotificationPreferences(provider) as NotificationPreferencesDTO), failing(SETTINGS_FAILED.loadNotifications)),

  accountPreferences: (_root, _args, { provider }) =>
    withProviderErrors(async () => toAccountPreferences(await getAllPreferences(provider) as AccountPreferencesDTO), failing(SETTINGS_FAILED.loadPreferences)),

  privacySettings: (_root, _args, { provider }) =>
    withProviderErrors(async () => toPrivacySettings(await getPrivacy(provider) as PrivacySettingsDTO), failing(SETTINGS_FAILED.loadPrivacy)),

  accountSessions: (_root, _args, { provider }) =>
    withProviderErrors(async () => listOf<SessionDTO>(await getSessions(provider)).map(toAccountSession), failing(SETTINGS_FAILED.loadSessions)),

  accountActivity: (_root, { limit, offset }, { provider }) => {
    const page = activityPaging(limit, offset);
    return withProviderErrors(async () => toActivityPage(await getAccountActivity(provider, page) as ActivityPageDTO, page), failing(SETTINGS_FAILED.loadActivity));
  },
};

export const settingsMutations: Pick<
  MutationResolvers,
  | 'changePassword'
  | 'updateNotificationPreferences'
  | 'updateAccountPreferences'
  | 'updatePrivacySettings'
  | 'setSecurityEmail'
  | 'enableTwoFactor'
  | 'verifyTwoFactor'
  | 'disableTwoFactor'
  | 'revokeSession'
  | 'revokeOtherSessions'
  | 'exportAccountData'
  | 'deleteAccount'
> = {
  async changePassword(_root, { input }, { provider }) {
    const { email, currentPassword, newPassword } = input;
    const problem = changePasswordProblem(email, currentPassword, newPassword);
    if (problem) throw new UserFacingError(problem, 'BAD_USER_INPUT');
    const answer = await withProviderErrors(() => putChangePassword(provider, { currentPassword, newPassword }), {
      // A 401 here is a wrong current password, not an expired session (spec section 8).
      unauthorizedIsUserInput: true,
      messages: changePasswordMessage,
      networkMessage: CHANGE_PASSWORD_DEFAULT,
    });
    return { ok: true, message: messageOr(answer, 'Password changed successfully') };
  },

  async updateNotificationPreferences(_root, { input }, { provider }) {
    const body = { announcements: input.announcements ?? undefined, payments: input.payments ?? undefined };
    const answer = await withProviderErrors(() => postUpdateNotifications(provider, body), failing(SETTINGS_FAILED.updateNotifications));
    // A provider that answers only a message: read the saved state back.
    const saved = (answer as Answer<NotificationPreferencesDTO>).preferences ?? await getNotificationPreferences(provider) as NotificationPreferencesDTO;
    return toNotificationPreferences(saved);
  },

  async updateAccountPreferences(_root, { input }, { provider }) {
    const body = {
      notifications: input.notifications ? { announcements: input.notifications.announcements ?? undefined, payments: input.notifications.payments ?? undefined } : undefined,
      language: input.language ?? undefined,
      timezone: input.timezone ?? undefined,
      dateFormat: input.dateFormat ?? undefined,
    };
    const rules = failing(SETTINGS_FAILED.updatePreferences);
    const answer = await withProviderErrors(() => postUpdatePreferences(provider, body), rules);
    const saved = (answer as Answer<AccountPreferencesDTO>).preferences ?? await withProviderErrors(() => getAllPreferences(provider), rules) as AccountPreferencesDTO;
    return toAccountPreferences(saved);
  },

  async updatePrivacySettings(_root, { input }, { provider }) {
    const body = { showProfileToBatch: input.showProfileToBatch ?? undefined, shareResultsWithMentors: input.shareResultsWithMentors ?? undefined };
    const rules = failing(SETTINGS_FAILED.updatePrivacy);
    const answer = await withProviderErrors(() => postUpdatePrivacy(provider, body), rules);
    const saved = (answer as Answer<PrivacySettingsDTO>).privacy ?? await withProviderErrors(() => getPrivacy(provider), rules) as PrivacySettingsDTO;
    return toPrivacySettings(saved);
  },

  async setSecurityEmail(_root, { email }, { provider }) {
    const answer = await withProviderErrors(() => postSecurityEmail(provider, { email: email.trim() }), failing(SETTINGS_FAILED.securityEmail));
    return { ok: true, message: messageOr(answer, 'Security e-mail saved') };
  },

  enableTwoFactor: (_root, _args, { provider }) =>
    withProviderErrors(async () => toTwoFactorSetup(await postEnableTwoFactor(provider) as TwoFactorSetupDTO), failing(SETTINGS_FAILED.enableTwoFactor)),

  async verifyTwoFactor(_root, { code }, { provider }) {
    const answer = await withProviderErrors(() => postVerifyTwoFactor(provider, { code: code.trim() }), failing(SETTINGS_FAILED.verifyTwoFactor));
    return { ok: true, message: messageOr(answer, 'Two-factor authentication is on') };
  },

  async disableTwoFactor(_root, { password, code }, { provider }) {
    const answer = await withProviderErrors(() => postDisableTwoFactor(provider, { password, code: code.trim() }), failing(SETTINGS_FAILED.disableTwoFactor, true));
    return { ok: true, message: messageOr(answer, 'Two-factor authentication is off') };
  },

  async revokeSession(_root, { id }, { provider }) {
    const answer = await withProviderErrors(() => postRevokeSession(provider, id), failing(SETTINGS_FAILED.revokeSession));
    return { ok: true, message: messageOr(answer, 'Session revoked') };
  },

  async revokeOtherSessions(_root, _args, { provider }) {
    const answer = await withProviderErrors(() => postRevokeAllSessions(provider), failing(SETTINGS_FAILED.revokeOtherSessions));
    return { ok: true, message: messageOr(answer, 'Signed out of all other sessions') };
  },

  exportAccountData: (_root, _args, { provider }) =>
    withProviderErrors(async () => {
      const data = await getAccountExport(provider);
      return { fileName: exportFileName((data as { exportedAt?: unknown }).exportedAt), json: JSON.stringify(data, null, 2) };
    }, failing(SETTINGS_FAILED.exportData)),

  async deleteAccount(_root, { password, reason }, { provider }) {
    const answer = await withProviderErrors(() => postDeleteAccount(provider, { password, reason: reason.trim() }), failing(SETTINGS_FAILED.deleteAccount, true));
    return { ok: true, message: messageOr(answer, 'Your account has been deleted') };
  },
};
