import { AdminService } from './admin/service.js';
import { AnalyticsService } from './analytics/service.js';
import { AnnouncementsService } from './announcements/service.js';
import { AuthService } from './auth/service.js';
import { DisbursementService } from './disbursement/service.js';
import { MentorshipService } from './mentorship/service.js';
import { PaymentDeskService } from './payments/desk-service.js';
import { PaymentsService } from './payments/service.js';
import { ProfileService } from './profile/service.js';
import { ProgrammeService } from './programme/service.js';
import type { ProviderSession } from './provider/session.js';
import { RemindersService } from './reminders/service.js';
import { ResultReviewService } from './results/review-service.js';
import { ResultsService } from './results/service.js';
import { SettingsService } from './settings/service.js';

/**
 * Each domain's provider client for one GraphQL request, all over the request's session (the caller's
 * token, reads memoised), so one domain composing another's data shares its calls. Resolvers reach the
 * provider only through these.
 */
export function createServices(provider: ProviderSession) {
  return {
    auth: new AuthService(provider),
    profile: new ProfileService(provider),
    programme: new ProgrammeService(provider),
    payments: new PaymentsService(provider),
    paymentDesk: new PaymentDeskService(provider),
    results: new ResultsService(provider),
    announcements: new AnnouncementsService(provider),
    mentorship: new MentorshipService(provider),
    settings: new SettingsService(provider),
    admin: new AdminService(provider),
    analytics: new AnalyticsService(provider),
    resultReview: new ResultReviewService(provider),
    reminders: new RemindersService(provider),
    disbursement: new DisbursementService(provider),
  };
}

export type Services = ReturnType<typeof createServices>;
