import { emailProblem } from '@nuru/rules/auth';
import { refuseBadInput } from '../errors/user-facing.js';
import type { ActionResult, MutationResolvers, QueryResolvers, SecurityChange } from '../generated/resolvers.js';
import { actionResult } from '../provider/answers.js';
import type { Services } from '../services.js';
import { activityPaging } from './activity.js';
import { changePasswordProblem } from './change-password.js';
import {
  exportFileName,
  toAccountPreferences,
  toAccountSession,
  toActivityPage,
  toNotificationPreferences,
  toPrivacySettings,
} from './mapping.js';
import { OTHER_SESSIONS_REVOKED, SESSION_REVOKED, TWO_FACTOR_OFF, TWO_FACTOR_ON } from '@nuru/rules/settings';

type SettingsQueries = 'notificationPreferences' | 'accountPreferences' | 'privacySettings' | 'accountSessions' | 'accountActivity';

export const settingsQueries: Pick<QueryResolvers, SettingsQueries> = {
  notificationPreferences: async (_root, _args, { services }) => toNotificationPreferences(await services.settings.notifications()),
  accountPreferences: async (_root, _args, { services }) => toAccountPreferences(await services.settings.preferences()),
  privacySettings: async (_root, _args, { services }) => toPrivacySettings(await services.settings.privacy()),
  accountSessions: async (_root, _args, { services }) => (await services.settings.sessions()).map(toAccountSession),
  accountActivity: async (_root, { limit, offset }, { services }) => {
    const page = activityPaging(limit, offset);
    return toActivityPage(await services.settings.activity(page), page);
  },
};

type SettingsMutations =
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
  | 'deleteAccount';

/** The action's outcome with the preferences read after it (the write forgot any earlier read). */
async function securityChange(services: Services, { ok, message }: ActionResult): Promise<SecurityChange> {
  return { ok, message, preferences: toAccountPreferences(await services.settings.preferences()) };
}

export const settingsMutations: Pick<MutationResolvers, SettingsMutations> = {
  async changePassword(_root, { input }, { services }) {
    const { email, currentPassword, newPassword } = input;
    refuseBadInput(changePasswordProblem(email, currentPassword, newPassword));
    return actionResult(await services.settings.changePassword({ currentPassword, newPassword }), 'Password changed successfully');
  },

  updateNotificationPreferences: async (_root, { input }, { services }) =>
    toNotificationPreferences(
      await services.settings.updateNotifications({
        announcements: input.announcements ?? undefined,
        payments: input.payments ?? undefined,
      }),
    ),

  updateAccountPreferences: async (_root, { input }, { services }) => {
    const { notifications } = input;
    const saved = await services.settings.updatePreferences({
      notifications: notifications
        ? { announcements: notifications.announcements ?? undefined, payments: notifications.payments ?? undefined }
        : undefined,
      language: input.language ?? undefined,
      timezone: input.timezone ?? undefined,
      dateFormat: input.dateFormat ?? undefined,
    });
    return toAccountPreferences(saved);
  },

  updatePrivacySettings: async (_root, { input }, { services }) =>
    toPrivacySettings(
      await services.settings.updatePrivacy({
        showProfileToBatch: input.showProfileToBatch ?? undefined,
        shareResultsWithMentors: input.shareResultsWithMentors ?? undefined,
      }),
    ),

  setSecurityEmail: async (_root, { email }, { services }) => {
    refuseBadInput(emailProblem(email));
    return securityChange(services, actionResult(await services.settings.setSecurityEmail(email.trim()), 'Security e-mail saved'));
  },
  enableTwoFactor: (_root, _args, { services }) => services.settings.enableTwoFactor(),
  verifyTwoFactor: async (_root, { code }, { services }) =>
    securityChange(services, actionResult(await services.settings.verifyTwoFactor(code), TWO_FACTOR_ON)),
  disableTwoFactor: async (_root, { password, code }, { services }) =>
    securityChange(services, actionResult(await services.settings.disableTwoFactor(password, code), TWO_FACTOR_OFF)),
  revokeSession: async (_root, { id }, { services }) => actionResult(await services.settings.revokeSession(id), SESSION_REVOKED),
  revokeOtherSessions: async (_root, _args, { services }) =>
    actionResult(await services.settings.revokeOtherSessions(), OTHER_SESSIONS_REVOKED),

  exportAccountData: async (_root, _args, { services }) => {
    const data = await services.settings.exportData();
    return { fileName: exportFileName(data.exportedAt), json: JSON.stringify(data, null, 2) };
  },

  deleteAccount: async (_root, { password, reason }, { services }) =>
    actionResult(await services.settings.deleteAccount(password, reason), 'Your account has been deleted'),
};
