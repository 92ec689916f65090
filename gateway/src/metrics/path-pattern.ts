// The words of the provider paths the gateway calls (every calls.ts; path-pattern.test.ts checks
// that none is missing). Any other segment is an id or a file name, often one the browser chose,
// so it becomes :id: a label value per id would grow the metrics without bound.
const PATH_WORDS = new Set([
  '2fa',
  'account',
  'acknowledge',
  'acknowledgements',
  'activity',
  'admin',
  'all',
  'announcements',
  'api',
  'auth',
  'change-password',
  'code',
  'complete',
  'create',
  'delete',
  'disable',
  'download',
  'email',
  'enable',
  'export',
  'getAllAnnouncements',
  'health',
  'history',
  'info',
  'initial',
  'invite',
  'login',
  'logout',
  'mentors',
  'mentorship',
  'password-reset',
  'payment',
  'pin',
  'pinned',
  'preferences',
  'privacy',
  'profile',
  'programme',
  'reset-password',
  'resources',
  'results',
  'revoke',
  'revoke-all',
  'security',
  'sessions',
  'set-password',
  'settings',
  'signup',
  'students',
  'submit-controlNumber',
  'update',
  'update-notifications',
  'upload',
  'v2',
  'verify',
]);

/** A provider path as a metric label: no query string, and `:id` for every segment that is not a word of the API. */
export function pathPattern(path: string): string {
  const [bare = ''] = path.split('?', 1);
  return bare
    .split('/')
    .map((segment) => (segment === '' || PATH_WORDS.has(segment) ? segment : ':id'))
    .join('/');
}
