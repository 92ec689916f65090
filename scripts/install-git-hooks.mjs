// `pnpm install` runs this (the `prepare` script): it points git at the repository's hooks (.githooks/, the
// commit-message check) once. It never fails an install: on CI, in a tarball or an image build without .git or
// without git, or where the clone already has hooks of its own, it changes nothing and says why.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const HOOKS_PATH = '.githooks';

function git(args, cwd, env) {
  const run = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  return { ok: !run.error && run.status === 0, out: (run.stdout ?? '').trim() };
}

/** The hooks a clone has in its own hooks folder (git's samples are not hooks); none when there is no folder. */
function hooksIn(folder) {
  try {
    return readdirSync(folder).filter((name) => !name.endsWith('.sample'));
  } catch {
    return [];
  }
}

/** What to do in `cwd`: answers the sentence said, and sets core.hooksPath when nothing stands in the way. */
export function installGitHooks(cwd, env = process.env) {
  if (env.CI && env.CI !== 'false') return 'Git hooks not installed: CI checks the commits itself (.ci/run).';
  if (!git(['rev-parse', '--is-inside-work-tree'], cwd, env).ok) return 'Git hooks not installed: not a git clone (or no git).';
  const current = git(['config', '--get', 'core.hooksPath'], cwd, env).out;
  if (current === HOOKS_PATH) return `Git hooks already installed (${HOOKS_PATH}).`;
  const ownHooksDir = git(['rev-parse', '--git-path', 'hooks'], cwd, env).out;
  const ownHooks = hooksIn(path.resolve(cwd, ownHooksDir));
  if (current || ownHooks.length) {
    return `Git hooks not installed: this clone has hooks of its own (${current || ownHooks.join(', ')}); run the commit-message check from them: node scripts/commit-subjects.mjs --message-file "$1".`;
  }
  if (!git(['config', 'core.hooksPath', HOOKS_PATH], cwd, env).ok) return 'Git hooks not installed: git config failed.';
  return `Git hooks installed: core.hooksPath is ${HOOKS_PATH} (the commit-message check).`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(installGitHooks(process.cwd()));
