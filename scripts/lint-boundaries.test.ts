// The import boundaries are an ESLint rule (eslint.boundaries.js); these cases show it refuses each kind of
// crossing and lets the allowed directions through, on files written where the product's files live.
import { ESLint } from 'eslint';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// The probes are not files on disk, so no TypeScript project knows them: lint them without type information.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

async function crossings(file: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${file}` });
  return result?.messages.filter((message) => message.ruleId === 'boundaries/dependencies').length ?? -1;
}

describe('import boundaries', () => {
  it.each([
    ['web/src/features/results/Probe.tsx', "import '../payments/PaymentsPage';", 'a feature importing another feature'],
    ['web/src/features/results/Probe.tsx', "import '@/features/payments/PaymentsPage';", 'the same through the @ alias'],
    ['web/src/features/results/Probe.tsx', "import '@/app/router';", 'a feature importing the app'],
    ['web/src/shared/ui/Probe.tsx', "import '@/features/results/ResultsPage';", 'shared importing a feature'],
    ['gateway/src/mentorship/probe.ts', "import '../payments/resolvers.js';", "a gateway domain importing another domain's resolvers"],
    ['gateway/src/errors/probe.ts', "import '../payments/resolvers.js';", 'a gateway shared folder importing a domain'],
    ['gateway/src/dashboard/probe.ts', "import '../payments/resolvers.js';", 'the dashboard importing resolvers instead of a service'],
    ['provider/src/results/probe.ts', "import '../payments/payment-routes.js';", 'a provider domain importing another domain'],
    ['provider/src/db/probe.ts', "import '../payments/payment-routes.js';", 'a provider shared folder importing a domain'],
    ['provider/src/notify/probe.ts', "import '../payments/payment-rules.js';", 'a provider shared service importing a domain'],
    ['provider/src/http/probe.ts', "import '../auth/tokens.js';", "the provider's auth hook importing auth's internals"],
    ['provider/src/profile/probe.ts', "import '../auth/session-check.js';", 'a provider domain importing auth'],
    ['provider/src/settings/probe.ts', "import '../profile/profile-rules.js';", 'a provider domain importing another domain'],
  ])('%s: refuses %s (%s)', async (file, source) => {
    expect(await crossings(file, source)).toBe(1);
  });

  it.each([
    ['web/src/app/Probe.tsx', "import '@/features/results/ResultsPage';"],
    ['web/src/features/results/Probe.tsx', "import './ResultsPage'; import '@/shared/ui/Button'; import '@/gql';"],
    ['gateway/src/payments/probe.ts', "import './resolvers.js'; import '../errors/user-facing.js'; import '../provider/session.js';"],
    ['provider/src/payments/probe.ts', "import './payment-routes.js'; import '../db/client.js'; import '../http/errors.js';"],
    [
      'provider/src/profile/probe.ts',
      "import '../users/user-queries.js'; import '../notify/mailer.js'; import '../audit/activity-queries.js'; import '../email-codes/email-codes.js';",
    ],
    ['provider/src/config/probe.ts', "import '../seed/accounts.js'; import '../two-factor/two-factor-vault.js';"],
  ])('%s: allows %s', async (file, source) => {
    expect(await crossings(file, source)).toBe(0);
  });
});

// A folder no list names is a domain from its first file. An import is judged by the file it resolves to, so the
// new folder is made on disk for the duration of these cases.
describe.each([
  { tier: 'gateway', domainFile: '../payments/resolvers.js', sharedFile: '../errors/user-facing.js' },
  { tier: 'provider', domainFile: '../payments/payment-routes.js', sharedFile: '../db/client.js' },
])('a new $tier folder', ({ tier, domainFile, sharedFile }) => {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(join(root, tier, 'src', 'new-domain-'));
    writeFileSync(join(folder, 'probe-target.ts'), 'export const probe = 1;\n');
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const newFile = () => `../${basename(folder)}/probe-target.js`;
  const inNewFolder = () => `${tier}/src/${basename(folder)}/probe.ts`;

  it('is refused to another domain', async () => {
    expect(await crossings(`${tier}/src/payments/probe.ts`, `import '${newFile()}';`)).toBe(1);
  });

  it('is refused to a shared folder', async () => {
    expect(await crossings(`${tier}/src/http/probe.ts`, `import '${newFile()}';`)).toBe(1);
  });

  it('imports no other domain', async () => {
    expect(await crossings(inNewFolder(), `import '${domainFile}';`)).toBe(1);
  });

  it('imports its own files and the shared folders', async () => {
    expect(await crossings(inNewFolder(), `import './probe-target.js'; import '${sharedFile}';`)).toBe(0);
  });
});
