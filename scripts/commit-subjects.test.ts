import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanMessage, messageProblems } from './commit-subjects.mjs';
import { installGitHooks } from './install-git-hooks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const checker = path.join(root, 'scripts/commit-subjects.mjs');
const LONG = `Make the subject of this commit run on well past the limit the log can show`;

describe('a commit message keeps the rule', () => {
  test.each([
    ['a short imperative subject', 'Render the client with React 19', []],
    ['a subject of exactly 72 characters', 'A'.repeat(72), []],
    ['a subject and a body after a blank line', 'Keep the bank file\n\nWhy, and the figures.', []],
    ['an ellipsis at the end', 'Wait for the provider...', []],
    [
      'comment lines and the scissors of commit -v',
      '# Please enter\nFix the banner\n# ------------------------ >8 ------------------------\ndiff',
      [],
    ],
    ["git's own merge subject, however long", `Merge branch '${'x'.repeat(80)}' into main`, []],
    ['an autosquash fixup', `fixup! ${LONG}`, []],
    ['a subject of 73 characters', 'A'.repeat(73), ['the subject has 73 characters, more than 72: put the detail in the body']],
    ['a trailing full stop', 'Fix the banner.', ['the subject ends with a full stop']],
    [
      'a body straight under the subject',
      'Fix the banner\nbecause it hid the menu',
      ['the second line is not blank: leave one blank line between the subject and the body'],
    ],
    ['no subject at all', '# only a comment\n\n', ['the subject is empty']],
    [
      'every problem at once',
      `${LONG}.\nbody`,
      [
        'the subject has 76 characters, more than 72: put the detail in the body',
        'the subject ends with a full stop',
        'the second line is not blank: leave one blank line between the subject and the body',
      ],
    ],
  ])('%s', (_name, message, problems) => {
    expect(messageProblems(message)).toEqual(problems);
  });

  test('characters are counted, not bytes: 72 Kiswahili or accented letters fit', () => {
    expect(messageProblems('é'.repeat(72))).toEqual([]);
  });

  test('leading blank lines and Windows line ends are what git stores', () => {
    expect(cleanMessage('\n\r\nFix it\r\n\r\nBody\r\n')).toBe('Fix it\n\nBody');
  });
});

// A scratch repository of its own, away from the user's and the system's git settings.
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const env = {
  ...process.env,
  CI: '',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@nuru.invalid',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@nuru.invalid',
};

function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'nuru-commit-subjects-'));
  folders.push(folder);
  return folder;
}

function git(cwd: string, ...args: string[]): string {
  const run = spawnSync('git', args, { cwd, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}

function commit(cwd: string, message: string): string {
  git(cwd, 'commit', '--allow-empty', '--no-verify', '-q', '--cleanup=verbatim', '-m', message);
  return git(cwd, 'rev-parse', 'HEAD');
}

/** A repository whose history starts with long subjects, then the baseline file naming its last commit. */
function repositoryWithBaseline(): string {
  const cwd = scratch();
  git(cwd, 'init', '-q', '-b', 'main');
  commit(cwd, LONG);
  const baseline = commit(cwd, `${LONG}, and on.`);
  writeFileSync(path.join(cwd, '.commit-subjects-since'), `${baseline}\n`);
  git(cwd, 'add', '.commit-subjects-since');
  commit(cwd, 'Record where the commit-subject check starts');
  return cwd;
}

const checkSince = (cwd: string) =>
  spawnSync(process.execPath, [checker, '--since-file', '.commit-subjects-since'], { cwd, env, encoding: 'utf8' });

describe('CI checks the commits after the baseline', () => {
  test('the long subjects before the baseline are left alone', () => {
    const cwd = repositoryWithBaseline();
    commit(cwd, 'Add a second step\n\nWhy it is needed.');
    const run = checkSince(cwd);
    expect(run.stdout).toContain('2 commits since');
    expect(run.stdout).toContain('every subject keeps the rule');
    expect(run.status).toBe(0);
  });

  test('a long subject after it fails the check, named by its hash', () => {
    const cwd = repositoryWithBaseline();
    const hash = commit(cwd, LONG);
    commit(cwd, 'Fix the banner.');
    const run = checkSince(cwd);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${hash.slice(0, 7)} ${LONG}`);
    expect(run.stderr).toContain('more than 72');
    expect(run.stderr).toContain('ends with a full stop');
    expect(run.stdout).toContain('2 of 3 commits since');
  });

  test('a fresh clone, without tags, checks the same commits', () => {
    const origin = repositoryWithBaseline();
    commit(origin, LONG);
    const clone = path.join(scratch(), 'clone');
    git(root, 'clone', '-q', origin, clone);
    const run = checkSince(clone);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('1 of 2 commits since');
  });

  test('a shallow clone without the baseline is skipped with the way to fetch it', () => {
    const origin = repositoryWithBaseline();
    commit(origin, LONG);
    const clone = path.join(scratch(), 'clone');
    git(root, 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
    const run = checkSince(clone);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('this clone is shallow');
    expect(run.stdout).toContain('git fetch --unshallow');
  });

  test('a baseline that is not a commit here fails, naming the file', () => {
    const cwd = repositoryWithBaseline();
    writeFileSync(path.join(cwd, '.commit-subjects-since'), `${'0'.repeat(40)}\n`);
    const run = checkSince(cwd);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('.commit-subjects-since names 0000000');
  });

  test('without .git (a tarball, an image build) it is skipped, saying so', () => {
    const cwd = scratch();
    writeFileSync(path.join(cwd, '.commit-subjects-since'), `${'0'.repeat(40)}\n`);
    const run = spawnSync(process.execPath, [checker, '--since-file', '.commit-subjects-since'], {
      cwd,
      env: { ...env, GIT_CEILING_DIRECTORIES: path.dirname(cwd) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Commit subjects not checked: this is not a git repository');
  });
});

describe('the commit-msg hook', () => {
  /** A repository with the hook and the check copied in, installed as `pnpm install` installs it. */
  function repositoryWithHook(): string {
    const cwd = scratch();
    git(cwd, 'init', '-q', '-b', 'main');
    mkdirSync(path.join(cwd, '.githooks'));
    mkdirSync(path.join(cwd, 'scripts'));
    copyFileSync(path.join(root, '.githooks/commit-msg'), path.join(cwd, '.githooks/commit-msg'));
    chmodSync(path.join(cwd, '.githooks/commit-msg'), 0o755);
    copyFileSync(checker, path.join(cwd, 'scripts/commit-subjects.mjs'));
    expect(installGitHooks(cwd, env)).toBe('Git hooks installed: core.hooksPath is .githooks (the commit-message check).');
    return cwd;
  }

  test('refuses a commit whose subject is too long, and takes a good one', () => {
    const cwd = repositoryWithHook();
    const refused = spawnSync('git', ['commit', '--allow-empty', '-q', '-m', LONG], { cwd, env, encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('the subject has 75 characters, more than 72');
    const taken = spawnSync('git', ['commit', '--allow-empty', '-q', '-m', 'Keep subjects short', '-m', 'Why.'], { cwd, env });
    expect(taken.status).toBe(0);
    expect(git(cwd, 'log', '--format=%s')).toBe('Keep subjects short');
  });

  test('installing never fails and changes nothing on CI, outside a clone, or over hooks of its own', () => {
    const outside = scratch();
    expect(installGitHooks(outside, { ...env, GIT_CEILING_DIRECTORIES: path.dirname(outside) })).toBe(
      'Git hooks not installed: not a git clone (or no git).',
    );

    const cwd = scratch();
    git(cwd, 'init', '-q', '-b', 'main');
    expect(installGitHooks(cwd, { ...env, CI: 'true' })).toBe('Git hooks not installed: CI checks the commits itself (.ci/run).');
    expect(git(cwd, 'config', '--default', 'unset', '--get', 'core.hooksPath')).toBe('unset');

    writeFileSync(path.join(cwd, '.git/hooks/pre-commit'), '#!/bin/sh\n');
    expect(installGitHooks(cwd, env)).toMatch(/^Git hooks not installed: this clone has hooks of its own \(pre-commit\)/);
    expect(git(cwd, 'config', '--default', 'unset', '--get', 'core.hooksPath')).toBe('unset');
  });
});
