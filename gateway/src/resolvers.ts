import { academicYearScalar } from './academic-year/scalar.js';
import { jsonScalar } from './admin/json-scalar.js';
import { adminMutations, adminQueries } from './admin/resolvers.js';
import { analyticsQueries } from './analytics/resolvers.js';
import { announcementType, announcementsMutations, announcementsQueries } from './announcements/resolvers.js';
import { authMutations, loginResultType } from './auth/resolvers.js';
import { dashboardQueries } from './dashboard/resolvers.js';
import { disbursementMutations, disbursementQueries, disbursementRunType } from './disbursement/resolvers.js';
import type { Resolvers } from './generated/resolvers.js';
import { mentorshipMutations, mentorshipQueries, mentorshipSessionType } from './mentorship/resolvers.js';
import { paymentDeskMutations, paymentDeskQueries } from './payments/desk-resolvers.js';
import { paymentsMutations, paymentsQueries } from './payments/resolvers.js';
import { profileMutations, profileQueries, profileType } from './profile/resolvers.js';
import { programmeQueries } from './programme/resolvers.js';
import { remindersMutations } from './reminders/resolvers.js';
import { resultsMutations, resultsQueries } from './results/resolvers.js';
import { resultReviewMutations, resultReviewQueries } from './results/review-resolvers.js';
import { settingsMutations, settingsQueries } from './settings/resolvers.js';

export const resolvers: Resolvers = {
  AcademicYear: academicYearScalar,
  Query: {
    ping: () => true,
    ...profileQueries,
    ...programmeQueries,
    ...resultsQueries,
    ...paymentsQueries,
    ...paymentDeskQueries,
    ...announcementsQueries,
    ...dashboardQueries,
    ...mentorshipQueries,
    ...settingsQueries,
    ...adminQueries,
    ...analyticsQueries,
    ...resultReviewQueries,
    ...disbursementQueries,
  },
  JSON: jsonScalar,
  Mutation: {
    noop: () => true,
    ...authMutations,
    ...profileMutations,
    ...settingsMutations,
    ...adminMutations,
    ...resultsMutations,
    ...paymentsMutations,
    ...paymentDeskMutations,
    ...announcementsMutations,
    ...mentorshipMutations,
    ...resultReviewMutations,
    ...remindersMutations,
    ...disbursementMutations,
  },
  Profile: profileType,
  LoginResult: loginResultType,
  Announcement: announcementType,
  MentorshipSession: mentorshipSessionType,
  DisbursementRun: disbursementRunType,
};
