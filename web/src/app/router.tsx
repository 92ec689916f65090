import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { profileRoute } from '@/features/profile/profile-route';
import { announcementsRoute } from '@/features/announcements/announcements-route';
import { announcementDetailRoute } from '@/features/announcements/announcement-detail-route';
import { notificationsRoute } from '@/features/settings/notifications/notifications-route';
import { securityRoute } from '@/features/settings/security/security-route';
import { analyticsRoute } from '@/features/admin/analytics/analytics-route';
import { adminAnnouncementsRoute } from '@/features/admin/announcements/admin-announcements-route';
import { adminOverviewRoute } from '@/features/admin/overview/admin-overview-route';
import { scholarRoute } from '@/features/admin/scholars/scholar-route';
import { notUploadedRoute } from '@/features/admin/results/not-uploaded-route';
import { reviewQueueRoute } from '@/features/admin/results/review-queue-route';
import { scholarsRoute } from '@/features/admin/scholars/scholars-route';
import { administratorsRoute } from '@/features/admin/settings/administrators-route';
import { auditLogRoute } from '@/features/admin/settings/audit-log-route';
import { programmeSettingsRoute } from '@/features/admin/settings/programme-settings-route';
import { invitationsRoute } from '@/features/admin/invitations/invitations-route';
import { controlNumbersRoute } from '@/features/admin/payments/control-numbers-route';
import { newRunRoute } from '@/features/admin/disbursement/new-run-route';
import { runRoute } from '@/features/admin/disbursement/run-route';
import { runsRoute } from '@/features/admin/disbursement/runs-route';
import { missingRoute } from '@/features/admin/payments/missing-route';
import { reconcileRoute } from '@/features/admin/payments/reconcile-route';
import { mentorshipLoader } from '@/features/mentorship/mentorship-route';
import { dashboardRoute } from '@/features/dashboard/dashboard-route';
import { paymentHistoryRoute } from '@/features/payments/payment-history-route';
import { resultsRoute } from '@/features/results/results-route';
import type { RouteLoading } from '@/shared/api/route-query';
import type { PageMeta } from '@/shared/routing/page-meta';
import { FullPageSpinner } from '@/shared/ui/Spinner';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { RequireScholar } from './guards/RequireScholar';
import { RequireVerifiedEmail } from './guards/RequireVerifiedEmail';
import { AdminLayout } from './layouts/AdminLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { StudentLayout } from './layouts/StudentLayout';
import { ErrorScreen } from './overlays/ErrorScreen';
import { meta, subtitles, titles } from './page-titles';

// An admin page without its own screen yet shows the placeholder.
type AdminPage = {
  path: string;
  handle: PageMeta;
  lazy?: RouteObject['lazy'];
  loader?: (loading: RouteLoading) => RouteObject['loader'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
};
const adminPages: AdminPage[] = [
  {
    path: '/admin',
    handle: { title: titles.adminHome, subtitle: subtitles.adminHome },
    loader: adminOverviewRoute.loader,
    lazy: () => import('@/features/admin/overview/AdminOverviewPage').then((m) => ({ Component: m.AdminOverviewPage })),
  },
  {
    path: '/admin/students',
    handle: { title: titles.students, subtitle: subtitles.students },
    loader: scholarsRoute.loader,
    shouldRevalidate: scholarsRoute.shouldRevalidate,
    lazy: () => import('@/features/admin/scholars/ScholarsPage').then((m) => ({ Component: m.ScholarsPage })),
  },
  {
    path: '/admin/students/invitations',
    handle: { title: titles.invitations, subtitle: subtitles.invitations },
    loader: invitationsRoute.loader,
    lazy: () => import('@/features/admin/invitations/InvitationsPage').then((m) => ({ Component: m.InvitationsPage })),
  },
  {
    path: '/admin/students/:id',
    handle: { title: titles.scholar, subtitle: subtitles.scholar },
    loader: scholarRoute.loader,
    lazy: () => import('@/features/admin/scholars/ScholarPage').then((m) => ({ Component: m.ScholarPage })),
  },
  {
    path: '/admin/results',
    handle: { title: titles.results, subtitle: subtitles.adminResults },
    loader: reviewQueueRoute.loader,
    lazy: () => import('@/features/admin/results/ReviewQueuePage').then((m) => ({ Component: m.ReviewQueuePage })),
  },
  {
    path: '/admin/results/not-uploaded',
    handle: { title: titles.results, subtitle: subtitles.adminResults },
    loader: notUploadedRoute.loader,
    lazy: () => import('@/features/admin/results/NotUploadedPage').then((m) => ({ Component: m.NotUploadedPage })),
  },
  {
    path: '/admin/payments',
    handle: { title: titles.payments, subtitle: subtitles.controlNumbers },
    loader: controlNumbersRoute.loader,
    lazy: () => import('@/features/admin/payments/ControlNumbersPage').then((m) => ({ Component: m.ControlNumbersPage })),
  },
  {
    path: '/admin/payments/reconcile',
    handle: { title: titles.payments, subtitle: subtitles.reconcile },
    loader: reconcileRoute.loader,
    lazy: () => import('@/features/admin/payments/ReconcilePage').then((m) => ({ Component: m.ReconcilePage })),
  },
  {
    path: '/admin/payments/missing',
    handle: { title: titles.payments, subtitle: subtitles.missing },
    loader: missingRoute.loader,
    lazy: () => import('@/features/admin/payments/MissingPage').then((m) => ({ Component: m.MissingPage })),
  },
  {
    path: '/admin/analytics',
    handle: { title: titles.analytics, subtitle: subtitles.analytics },
    loader: analyticsRoute.loader,
    lazy: () => import('@/features/admin/analytics/AnalyticsPage').then((m) => ({ Component: m.AnalyticsPage })),
  },
  {
    path: '/admin/announcements',
    handle: { title: titles.announcements, subtitle: subtitles.adminAnnouncements },
    loader: adminAnnouncementsRoute.loader,
    lazy: () => import('@/features/admin/announcements/AdminAnnouncementsPage').then((m) => ({ Component: m.AdminAnnouncementsPage })),
  },
  {
    path: '/admin/disbursement',
    handle: { title: titles.disbursement, subtitle: subtitles.runs },
    loader: runsRoute.loader,
    lazy: () => import('@/features/admin/disbursement/RunsPage').then((m) => ({ Component: m.RunsPage })),
  },
  {
    path: '/admin/disbursement/new',
    handle: { title: titles.disbursement, subtitle: subtitles.newRun },
    loader: newRunRoute.loader,
    lazy: () => import('@/features/admin/disbursement/NewRunPage').then((m) => ({ Component: m.NewRunPage })),
  },
  {
    path: '/admin/disbursement/:id',
    handle: { title: titles.disbursement, subtitle: subtitles.run },
    loader: runRoute.loader,
    lazy: () => import('@/features/admin/disbursement/RunPage').then((m) => ({ Component: m.RunPage })),
  },
  {
    path: '/admin/settings',
    handle: { title: titles.settings, subtitle: subtitles.adminSettings },
    loader: programmeSettingsRoute.loader,
    lazy: () => import('@/features/admin/settings/ProgrammeSettingsPage').then((m) => ({ Component: m.ProgrammeSettingsPage })),
  },
  {
    path: '/admin/settings/administrators',
    handle: { title: titles.settings, subtitle: subtitles.adminSettings },
    loader: administratorsRoute.loader,
    lazy: () => import('@/features/admin/settings/AdministratorsPage').then((m) => ({ Component: m.AdministratorsPage })),
  },
  {
    path: '/admin/settings/audit',
    handle: { title: titles.settings, subtitle: subtitles.adminSettings },
    loader: auditLogRoute.loader,
    lazy: () => import('@/features/admin/settings/AuditLogPage').then((m) => ({ Component: m.AuditLogPage })),
  },
];

// Each page's loader starts its query as the page's code loads (features/*/…-route.ts).
const routes = (loading: RouteLoading): RouteObject[] => [
  {
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { path: '/', lazy: () => import('@/features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      {
        Component: AuthLayout,
        children: [
          { path: '/login', lazy: () => import('@/features/auth/login/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          { path: '/signup', lazy: () => import('@/features/auth/signup/SignupPage').then((m) => ({ Component: m.SignupPage })) },
          {
            path: '/verify-email',
            lazy: () => import('@/features/auth/verify-email/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
          },
          {
            Component: RequireVerifiedEmail,
            children: [
              {
                path: '/set-password',
                lazy: () => import('@/features/auth/set-password/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })),
              },
              {
                path: '/complete-profile',
                handle: { wide: true },
                lazy: () =>
                  import('@/features/auth/complete-profile/CompleteProfilePage').then((m) => ({ Component: m.CompleteProfilePage })),
              },
            ],
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            Component: StudentLayout,
            children: [
              // A scholar's own screens; the settings after them are every signed-in person's.
              {
                Component: RequireScholar,
                children: [
                  {
                    path: '/home',
                    handle: meta.home,
                    loader: dashboardRoute.loader(loading),
                    lazy: () => import('@/features/dashboard/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
                  },
                  {
                    path: '/profile',
                    handle: meta.profile,
                    loader: profileRoute.loader(loading),
                    lazy: () => import('@/features/profile/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
                  },
                  {
                    path: '/results',
                    handle: meta.results,
                    loader: resultsRoute.loader(loading),
                    lazy: () => import('@/features/results/ResultsPage').then((m) => ({ Component: m.ResultsPage })),
                  },
                  {
                    path: '/payments',
                    handle: meta.payments,
                    loader: paymentHistoryRoute.loader(loading),
                    lazy: () => import('@/features/payments/PaymentsPage').then((m) => ({ Component: m.PaymentsPage })),
                  },
                  {
                    path: '/announcements',
                    handle: meta.announcements,
                    loader: announcementsRoute.loader(loading),
                    shouldRevalidate: announcementsRoute.shouldRevalidate,
                    lazy: () => import('@/features/announcements/AnnouncementsPage').then((m) => ({ Component: m.AnnouncementsPage })),
                  },
                  {
                    path: '/announcements/:id',
                    handle: meta.announcements,
                    loader: announcementDetailRoute.loader(loading),
                    lazy: () =>
                      import('@/features/announcements/AnnouncementDetailPage').then((m) => ({ Component: m.AnnouncementDetailPage })),
                  },
                  {
                    path: '/mentorship',
                    handle: meta.mentorship,
                    loader: mentorshipLoader(loading),
                    lazy: () => import('@/features/mentorship/MentorshipPage').then((m) => ({ Component: m.MentorshipPage })),
                  },
                ],
              },
              {
                path: '/settings',
                handle: meta.settings,
                lazy: () => import('@/features/settings/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: '/settings/notifications',
                handle: meta.settings,
                loader: notificationsRoute.loader(loading),
                lazy: () => import('@/features/settings/notifications/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
              },
              {
                path: '/settings/security',
                handle: meta.settings,
                loader: securityRoute.loader(loading),
                lazy: () => import('@/features/settings/security/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                Component: AdminLayout,
                children: adminPages.map(({ path, handle, lazy, loader, shouldRevalidate }) => ({
                  path,
                  handle,
                  loader: loader?.(loading),
                  shouldRevalidate,
                  lazy:
                    lazy ?? (() => import('@/features/admin/AdminPlaceholderPage').then((m) => ({ Component: m.AdminPlaceholderPage }))),
                })),
              },
            ],
          },
        ],
      },
      // Spec 2: any unknown path goes to the landing page.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter(loading: RouteLoading) {
  return createBrowserRouter(routes(loading));
}
