// The files each server's Docker image holds, and nothing else: its compiled JavaScript (`pnpm build`
// first), its production dependencies (`pnpm deploy --prod`; a workspace package such as @nuru/rules comes
// as the `files` its package.json lists, its compiled dist) and what it reads at runtime. The Dockerfile
// copies `<out>/<server>` to /app of that server's image; run by hand, it prints each set's size.
//   node scripts/assemble-image.mjs <out>
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Beside `<server>/dist` and its node_modules, what each server reads at runtime, from the repository root. */
export const RUNTIME_FILES = {
  // package.json: "type": "module", and the version GET /api shows; drizzle/: the migrations run at start.
  provider: ['provider/package.json', 'provider/drizzle'],
  // The schema, the web's persisted operations (refused to start without them in production) and the web app.
  gateway: ['gateway/package.json', 'schema', 'web/src/gql/persisted-documents.json', 'web/dist'],
};

/** Writes `<out>/provider` and `<out>/gateway`, each laid out as the image's /app. */
export function assembleImages(out) {
  rmSync(out, { recursive: true, force: true });
  for (const [server, files] of Object.entries(RUNTIME_FILES)) {
    const app = join(out, server);
    for (const path of [`${server}/dist`, ...files]) {
      if (!existsSync(join(root, path))) throw new Error(`${path} is missing: run pnpm build first.`);
      cpSync(join(root, path), join(app, path), { recursive: true });
    }
    // Injected for this deploy only, so it installs the lockfile's versions (pnpm 10's --legacy deploy
    // resolves the ranges afresh); offline, from the store `pnpm install` filled; no lifecycle scripts:
    // the workspace's postinstall (codegen) has run, and no production dependency builds anything.
    const deployed = join(out, `.${server}-deploy`);
    const deploy = spawnSync(
      'pnpm',
      [
        '--config.inject-workspace-packages=true',
        '--filter',
        `@nuru/${server}`,
        'deploy',
        '--prod',
        '--offline',
        '--ignore-scripts',
        deployed,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (deploy.status !== 0) throw new Error(`pnpm deploy of ${server} failed:\n${deploy.stdout}${deploy.stderr}`);
    mkdirSync(join(app, server), { recursive: true });
    renameSync(join(deployed, 'node_modules'), join(app, server, 'node_modules'));
    rmSync(deployed, { recursive: true, force: true });
  }
}

/** Bytes under `path`, links counted as themselves (pnpm's node_modules is mostly links). */
export function treeBytes(path) {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + treeBytes(join(path, name)), stat.size);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('Usage: node scripts/assemble-image.mjs <out>');
    process.exit(2);
  }
  assembleImages(resolve(out));
  for (const server of Object.keys(RUNTIME_FILES)) {
    console.log(`${server}: ${(treeBytes(join(resolve(out), server)) / 1e6).toFixed(0)} MB`);
  }
}
