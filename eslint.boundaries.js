// The layers of each tier, as eslint-plugin-boundaries elements and the policies between them.
// web: app → features → shared; a feature never imports another feature.
// gateway and provider: a domain folder uses the shared folders and its own files, never another domain's;
// shared folders never import a domain. A file directly under src/ (app.ts, main.ts) puts the tier together.
// Every folder under src/ is a domain unless it is named here as shared: a new folder gets a domain's
// boundary without anyone remembering to list it, and sharing a folder is the decision written down.
// people/ reads what the provider records about a person (sex, account activity), which sign-up, the profile, the
// account's settings and the desk all show.
const GATEWAY_SHARED = ['academic-year', 'access', 'errors', 'http', 'lists', 'metrics', 'people', 'provider', 'testing'];
// The programme's amounts and periods are read by every money domain, and results' review lists who is missing
// a document through reminders/missing-queries.ts: both folders are shared, routes and all.
const PROVIDER_SHARED = [
  'academic-year',
  'audit',
  'csv',
  'dates',
  'db',
  'email-codes',
  'files',
  'http',
  'notify',
  'programme',
  'reminders',
  'testing',
  'two-factor',
  'users',
];
const folders = (tier, names) => `${tier}/src/(${names.join('|')})`;

export const boundaryElements = [
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['name'] },
  { type: 'web-shared', pattern: 'web/src/shared' },
  { type: 'web-generated', pattern: 'web/src/gql' },
  { type: 'gateway-generated', pattern: 'gateway/src/generated' },
  // Reading the environment builds the app's options: it belongs with main.ts.
  { type: 'gateway-root', pattern: 'gateway/src/config' },
  { type: 'gateway-shared', pattern: folders('gateway', GATEWAY_SHARED), capture: ['name'] },
  { type: 'gateway-domain', pattern: 'gateway/src/*', capture: ['domain'] },
  { type: 'gateway-root', pattern: 'gateway/src' },
  // Checking the production configuration refuses the seed's demo passwords: it belongs with main.ts.
  { type: 'provider-root', pattern: 'provider/src/config' },
  { type: 'provider-seed', pattern: 'provider/src/seed' },
  { type: 'provider-shared', pattern: folders('provider', PROVIDER_SHARED), capture: ['name'] },
  { type: 'provider-domain', pattern: 'provider/src/*', capture: ['domain'] },
  { type: 'provider-root', pattern: 'provider/src' },
];

const anyOf = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const sameDomain = (type) => ({ to: { element: { type, captured: { domain: '{{ from.captured.domain }}' } } } });
const from = (type) => ({ element: { type } });

export const boundaryPolicies = [
  { from: from('web-app'), allow: anyOf('web-app', 'web-feature', 'web-shared', 'web-generated') },
  { from: from('web-feature'), allow: anyOf('web-shared', 'web-generated') },
  { from: from('web-feature'), allow: { to: { element: { type: 'web-feature', captured: { name: '{{ from.captured.name }}' } } } } },
  { from: from('web-shared'), allow: anyOf('web-shared', 'web-generated') },

  // The request context's type (context.ts) is the one thing below the root that everyone may name.
  {
    from: { element: { types: { anyOf: ['gateway-shared', 'gateway-domain'] } } },
    allow: { dependency: { kind: 'type' }, to: { element: { type: 'gateway-root' } } },
  },
  { from: from('gateway-root'), allow: anyOf('gateway-root', 'gateway-shared', 'gateway-domain', 'gateway-generated') },
  { from: from('gateway-shared'), allow: anyOf('gateway-shared', 'gateway-generated') },
  { from: from('gateway-domain'), allow: anyOf('gateway-shared', 'gateway-generated') },
  { from: from('gateway-domain'), allow: sameDomain('gateway-domain') },

  { from: from('provider-root'), allow: anyOf('provider-root', 'provider-shared', 'provider-domain', 'provider-seed') },
  { from: from('provider-seed'), allow: anyOf('provider-shared', 'provider-domain', 'provider-seed') },
  { from: from('provider-shared'), allow: anyOf('provider-shared') },
  { from: from('provider-domain'), allow: anyOf('provider-shared') },
  { from: from('provider-domain'), allow: sameDomain('provider-domain') },
];

// Files that still cross a boundary: none now; the list stays empty.
export const knownCrossings = [];
