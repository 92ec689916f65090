import { defineMessages } from 'react-intl';
import type { PageMeta } from '@/shared/routing/page-meta';

// Titles and the exact subtitles of docs/behaviour.md §2, and of the admin pages.
export const titles = defineMessages({
  home: { id: 'app.page.home.title', defaultMessage: 'Dashboard' },
  profile: { id: 'app.page.profile.title', defaultMessage: 'Profile' },
  results: { id: 'app.page.results.title', defaultMessage: 'Results' },
  payments: { id: 'app.page.payments.title', defaultMessage: 'Payments' },
  announcements: { id: 'app.page.announcements.title', defaultMessage: 'Announcements' },
  mentorship: { id: 'app.page.mentorship.title', defaultMessage: 'Career Mentorship' },
  settings: { id: 'app.page.settings.title', defaultMessage: 'Settings' },
  adminHome: { id: 'app.page.adminHome.title', defaultMessage: 'Admin Dashboard' },
  students: { id: 'app.page.students.title', defaultMessage: 'Students' },
  invitations: { id: 'app.page.invitations.title', defaultMessage: 'Invitations' },
  scholar: { id: 'app.page.scholar.title', defaultMessage: 'Scholar' },
  analytics: { id: 'app.page.analytics.title', defaultMessage: 'Analytics' },
  disbursement: { id: 'app.page.disbursement.title', defaultMessage: 'Disbursement' },
});

export const subtitles = defineMessages({
  home: { id: 'app.page.home.subtitle', defaultMessage: 'Overview of your scholarship status and activities.' },
  profile: { id: 'app.page.profile.subtitle', defaultMessage: 'Manage your personal and academic information.' },
  results: { id: 'app.page.results.subtitle', defaultMessage: 'View and track your academic performance.' },
  payments: { id: 'app.page.payments.subtitle', defaultMessage: 'Submit a control number and review your payment submissions.' },
  announcements: { id: 'app.page.announcements.subtitle', defaultMessage: 'Latest updates and important notifications.' },
  mentorship: { id: 'app.page.mentorship.subtitle', defaultMessage: 'Access mentorship resources and sessions.' },
  settings: { id: 'app.page.settings.subtitle', defaultMessage: 'Configure your account preferences.' },
  adminHome: { id: 'app.page.adminHome.subtitle', defaultMessage: 'How the programme stands this academic year.' },
  students: { id: 'app.page.students.subtitle', defaultMessage: 'Scholars of the programme.' },
  invitations: { id: 'app.page.invitations.subtitle', defaultMessage: 'Invite scholars by e-mail or with a roster file.' },
  scholar: { id: 'app.page.scholar.subtitle', defaultMessage: 'Profile, results, payments and activity.' },
  adminResults: { id: 'app.page.adminResults.subtitle', defaultMessage: 'Academic results submitted by scholars.' },
  controlNumbers: { id: 'app.page.controlNumbers.subtitle', defaultMessage: 'Control numbers submitted by scholars.' },
  reconcile: { id: 'app.page.reconcile.subtitle', defaultMessage: "Reconcile the bank's paid control numbers." },
  missing: { id: 'app.page.missing.subtitle', defaultMessage: 'Scholars without a control number.' },
  analytics: { id: 'app.page.analytics.subtitle', defaultMessage: 'Figures about the programme.' },
  adminAnnouncements: { id: 'app.page.adminAnnouncements.subtitle', defaultMessage: 'Messages to scholars.' },
  runs: {
    id: 'app.page.runs.subtitle',
    defaultMessage: 'Stipend runs: created by one officer, approved by another, paid by the bank.',
  },
  newRun: { id: 'app.page.newRun.subtitle', defaultMessage: 'A new stipend run, selected by the eligibility rules.' },
  run: { id: 'app.page.run.subtitle', defaultMessage: 'A stipend run: its scholars, changes and steps.' },
  adminSettings: { id: 'app.page.adminSettings.subtitle', defaultMessage: 'Configure the administration area.' },
});

/** The scholars' pages and the account settings. */
export const meta = {
  home: { title: titles.home, subtitle: subtitles.home },
  profile: { title: titles.profile, subtitle: subtitles.profile },
  results: { title: titles.results, subtitle: subtitles.results },
  payments: { title: titles.payments, subtitle: subtitles.payments },
  announcements: { title: titles.announcements, subtitle: subtitles.announcements },
  mentorship: { title: titles.mentorship, subtitle: subtitles.mentorship },
  settings: { title: titles.settings, subtitle: subtitles.settings },
} satisfies Record<string, PageMeta>;
