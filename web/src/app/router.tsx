import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import type { RouteLoading } from '@/shared/api/route-query';
import type { PageMeta } from '@/shared/routing/page-meta';
import { PageSkeleton } from '@/shared/ui/PageSkeleton';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { RequireScholar } from './guards/RequireScholar';
import { RequireVerifiedEmail } from './guards/RequireVerifiedEmail';
import { AdminLayout } from './layouts/AdminLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { StudentLayout } from './layouts/StudentLayout';
import { ErrorScreen } from './overlays/ErrorScreen';
import { meta, subtitles, titles } from './page-titles';

type PageQuery = { loader: (loading: RouteLoading) => LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
type Lazy<T> = () => Promise<T>;

/**
 * A page's code and its query's module (a feature's …-route.ts) load side by side, neither in the first download:
 * the query starts as soon as its small module arrives, while the page's code is still on its way.
 */
function pageOf(loading: RouteLoading, page: Lazy<ComponentType>, query?: Lazy<PageQuery>): RouteObject['lazy'] {
  if (!query) return { Component: page };
  return {
    Component: page,
    loader: async () => (await query()).loader(loading),
    shouldRevalidate: async () => (await query()).shouldRevalidate,
  };
}

// An admin page without its own screen yet shows the placeholder.
type AdminPage = { path: string; handle: PageMeta; query?: Lazy<PageQuery>; page?: Lazy<ComponentType> };
const adminPages: AdminPage[] = [
  {
    path: '/admin',
    handle: { title: titles.adminHome, subtitle: subtitles.adminHome },
    query: () => import('@/features/admin/overview/admin-overview-route').then((m) => m.adminOverviewRoute),
    page: () => import('@/features/admin/overview/AdminOverviewPage').then((m) => m.AdminOverviewPage),
  },
  {
    path: '/admin/students',
    handle: { title: titles.students, subtitle: subtitles.students },
    query: () => import('@/features/admin/scholars/scholars-route').then((m) => m.scholarsRoute),
    page: () => import('@/features/admin/scholars/ScholarsPage').then((m) => m.ScholarsPage),
  },
  {
    path: '/admin/students/invitations',
    handle: { title: titles.invitations, subtitle: subtitles.invitations },
    query: () => import('@/features/admin/invitations/invitations-route').then((m) => m.invitationsRoute),
    page: () => import('@/features/admin/invitations/InvitationsPage').then((m) => m.InvitationsPage),
  },
  {
    path: '/admin/students/:id',
    handle: { title: titles.scholar, subtitle: subtitles.scholar },
    query: () => import('@/features/admin/scholars/scholar-route').then((m) => m.scholarRoute),
    page: () => import('@/features/admin/scholars/ScholarPage').then((m) => m.ScholarPage),
  },
  {
    path: '/admin/results',
    handle: { title: titles.results, subtitle: subtitles.adminResults },
    query: () => import('@/features/admin/results/review-queue-route').then((m) => m.reviewQueueRoute),
    page: () => import('@/features/admin/results/ReviewQueuePage').then((m) => m.ReviewQueuePage),
  },
  {
    path: '/admin/results/not-uploaded',
    handle: { title: titles.results, subtitle: subtitles.adminResults },
    query: () => import('@/features/admin/results/not-uploaded-route').then((m) => m.notUploadedRoute),
    page: () => import('@/features/admin/results/NotUploadedPage').then((m) => m.NotUploadedPage),
  },
  {
    path: '/admin/payments',
    handle: { title: titles.payments, subtitle: subtitles.controlNumbers },
    query: () => import('@/features/admin/payments/control-numbers-route').then((m) => m.controlNumbersRoute),
    page: () => import('@/features/admin/payments/ControlNumbersPage').then((m) => m.ControlNumbersPage),
  },
  {
    path: '/admin/payments/reconcile',
    handle: { title: titles.payments, subtitle: subtitles.reconcile },
    query: () => import('@/features/admin/payments/reconcile-route').then((m) => m.reconcileRoute),
    page: () => import('@/features/admin/payments/ReconcilePage').then((m) => m.ReconcilePage),
  },
  {
    path: '/admin/payments/missing',
    handle: { title: titles.payments, subtitle: subtitles.missing },
    query: () => import('@/features/admin/payments/missing-route').then((m) => m.missingRoute),
    page: () => import('@/features/admin/payments/MissingPage').then((m) => m.MissingPage),
  },
  {
    path: '/admin/analytics',
    handle: { title: titles.analytics, subtitle: subtitles.analytics },
    query: () => import('@/features/admin/analytics/analytics-route').then((m) => m.analyticsRoute),
    page: () => import('@/features/admin/analytics/AnalyticsPage').then((m) => m.AnalyticsPage),
  },
  {
    path: '/admin/announcements',
    handle: { title: titles.announcements, subtitle: subtitles.adminAnnouncements },
    query: () => import('@/features/admin/announcements/admin-announcements-route').then((m) => m.adminAnnouncementsRoute),
    page: () => import('@/features/admin/announcements/AdminAnnouncementsPage').then((m) => m.AdminAnnouncementsPage),
  },
  {
    path: '/admin/disbursement',
    handle: { title: titles.disbursement, subtitle: subtitles.runs },
    query: () => import('@/features/admin/disbursement/runs-route').then((m) => m.runsRoute),
    page: () => import('@/features/admin/disbursement/RunsPage').then((m) => m.RunsPage),
  },
  {
    path: '/admin/disbursement/new',
    handle: { title: titles.disbursement, subtitle: subtitles.newRun },
    query: () => import('@/features/admin/disbursement/new-run-route').then((m) => m.newRunRoute),
    page: () => import('@/features/admin/disbursement/NewRunPage').then((m) => m.NewRunPage),
  },
  {
    path: '/admin/disbursement/:id',
    handle: { title: titles.disbursement, subtitle: subtitles.run },
    query: () => import('@/features/admin/disbursement/run-route').then((m) => m.runRoute),
    page: () => import('@/features/admin/disbursement/RunPage').then((m) => m.RunPage),
  },
  {
    path: '/admin/settings',
    handle: { title: titles.settings, subtitle: subtitles.adminSettings },
    query: () => import('@/features/admin/settings/programme-settings-route').then((m) => m.programmeSettingsRoute),
    page: () => import('@/features/admin/settings/ProgrammeSettingsPage').then((m) => m.ProgrammeSettingsPage),
  },
  {
    path: '/admin/settings/administrators',
    handle: { title: titles.settings, subtitle: subtitles.adminSettings },
    query: () => import('@/features/admin/settings/administrators-route').then((m) => m.administratorsRoute),
    page: () => import('@/features/admin/settings/AdministratorsPage').then((m) => m.AdministratorsPage),
  },
  {
    path: '/admin/settings/audit',
    handle: { title: titles.settings, subtitle: subtitles.adminSettings },
    query: () => import('@/features/admin/settings/audit-log-route').then((m) => m.auditLogRoute),
    page: () => import('@/features/admin/settings/AuditLogPage').then((m) => m.AuditLogPage),
  },
];

const routes = (loading: RouteLoading): RouteObject[] => [
  {
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageSkeleton frame />,
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
                    lazy: pageOf(
                      loading,
                      () => import('@/features/dashboard/DashboardPage').then((m) => m.DashboardPage),
                      () => import('@/features/dashboard/dashboard-route').then((m) => m.dashboardRoute),
                    ),
                  },
                  {
                    path: '/profile',
                    handle: meta.profile,
                    lazy: pageOf(
                      loading,
                      () => import('@/features/profile/ProfilePage').then((m) => m.ProfilePage),
                      () => import('@/features/profile/profile-route').then((m) => m.profileRoute),
                    ),
                  },
                  {
                    path: '/results',
                    handle: meta.results,
                    lazy: pageOf(
                      loading,
                      () => import('@/features/results/ResultsPage').then((m) => m.ResultsPage),
                      () => import('@/features/results/results-route').then((m) => m.resultsRoute),
                    ),
                  },
                  {
                    path: '/payments',
                    handle: meta.payments,
                    lazy: pageOf(
                      loading,
                      () => import('@/features/payments/PaymentsPage').then((m) => m.PaymentsPage),
                      () => import('@/features/payments/payment-history-route').then((m) => m.paymentHistoryRoute),
                    ),
                  },
                  {
                    path: '/announcements',
                    handle: meta.announcements,
                    lazy: pageOf(
                      loading,
                      () => import('@/features/announcements/AnnouncementsPage').then((m) => m.AnnouncementsPage),
                      () => import('@/features/announcements/announcements-route').then((m) => m.announcementsRoute),
                    ),
                  },
                  {
                    path: '/announcements/:id',
                    handle: meta.announcements,
                    lazy: pageOf(
                      loading,
                      () => import('@/features/announcements/AnnouncementDetailPage').then((m) => m.AnnouncementDetailPage),
                      () => import('@/features/announcements/announcement-detail-route').then((m) => m.announcementDetailRoute),
                    ),
                  },
                  {
                    path: '/mentorship',
                    handle: meta.mentorship,
                    lazy: pageOf(
                      loading,
                      () => import('@/features/mentorship/MentorshipPage').then((m) => m.MentorshipPage),
                      () => import('@/features/mentorship/mentorship-route').then((m) => ({ loader: m.mentorshipLoader })),
                    ),
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
                lazy: pageOf(
                  loading,
                  () => import('@/features/settings/notifications/NotificationsPage').then((m) => m.NotificationsPage),
                  () => import('@/features/settings/notifications/notifications-route').then((m) => m.notificationsRoute),
                ),
              },
              {
                path: '/settings/security',
                handle: meta.settings,
                lazy: pageOf(
                  loading,
                  () => import('@/features/settings/security/SecurityPage').then((m) => m.SecurityPage),
                  () => import('@/features/settings/security/security-route').then((m) => m.securityRoute),
                ),
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                Component: AdminLayout,
                children: adminPages.map(({ path, handle, query, page }) => ({
                  path,
                  handle,
                  lazy: pageOf(
                    loading,
                    page ?? (() => import('@/features/admin/AdminPlaceholderPage').then((m) => m.AdminPlaceholderPage)),
                    query,
                  ),
                })),
              },
            ],
          },
        ],
      },
      // docs/behaviour.md §2: any unknown path goes to the landing page.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createRouter(loading: RouteLoading) {
  return createBrowserRouter(routes(loading));
}
