// The layers of each tier, as eslint-plugin-boundaries elements and the policies between them.
// web: app → features → shared; a feature never imports another feature.
// gateway and provider: a domain folder uses the shared folders and its own files, never another domain's;
// shared folders never import a domain. A file directly under src/ (app.ts, main.ts) puts the tier together.
const GATEWAY_DOMAINS = [
  'admin',
  'analytics',
  'announcements',
  'auth',
  'dashboard',
  'disbursement',
  'mentorship',
  'payments',
  'profile',
  'programme',
  'reminders',
  'results',
  'settings',
];
const PROVIDER_DOMAINS = [
  'admin',
  'analytics',
  'announcements',
  'auth',
  'disbursement',
  'mentorship',
  'payments',
  'profile',
  'results',
  'settings',
];
const domainPattern = (tier, domains) => `${tier}/src/(${domains.join('|')})`;

export const boundaryElements = [
  { type: 'web-app', pattern: 'web/src/app' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['name'] },
  { type: 'web-shared', pattern: 'web/src/shared' },
  { type: 'web-generated', pattern: 'web/src/gql' },
  { type: 'gateway-generated', pattern: 'gateway/src/generated' },
  { type: 'gateway-domain', pattern: domainPattern('gateway', GATEWAY_DOMAINS), capture: ['domain'] },
  // Reading the environment builds the app's options: it belongs with main.ts.
  { type: 'gateway-root', pattern: 'gateway/src/config' },
  { type: 'gateway-shared', pattern: 'gateway/src/*', capture: ['name'] },
  { type: 'gateway-root', pattern: 'gateway/src' },
  { type: 'provider-domain', pattern: domainPattern('provider', PROVIDER_DOMAINS), capture: ['domain'] },
  // Checking the production configuration refuses the seed's demo passwords: it belongs with main.ts.
  { type: 'provider-root', pattern: 'provider/src/config' },
  { type: 'provider-seed', pattern: 'provider/src/seed' },
  { type: 'provider-shared', pattern: 'provider/src/*', capture: ['name'] },
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
