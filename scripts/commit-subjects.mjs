// Commit messages the log can be scanned by: a subject of at most 72 characters without a closing full stop, and
// a blank line before any body (git and its tools take everything up to the first blank line as the subject).
// Usage:
//   node scripts/commit-subjects.mjs --message-file <file>   the commit-msg hook: the message being committed
//   node scripts/commit-subjects.mjs --since-file <file>     CI: every commit after the one the file names
// The history before that commit keeps its long subjects: rewriting published commits would break every clone.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT_LENGTH = 72;

// Subjects git writes itself, and those `git rebase --autosquash` folds into another commit before it is shared.
const EXEMPT_SUBJECT = /^(Merge |fixup! |squash! |amend! )/;

/** The message as git stores it: comment lines and anything below the scissors line of `commit -v` left out. */
export function cleanMessage(text) {
  const lines = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) lines.push(line);
  }
  while (lines.length && lines[0].trim() === '') lines.shift();
  return lines.join('\n').trimEnd();
}

/** What is wrong with a commit message, each problem a sentence; empty when it keeps the rule. */
export function messageProblems(message) {
  const [first = '', second] = cleanMessage(message).split('\n');
  const subject = first.trimEnd();
  if (!subject) return ['the subject is empty'];
  if (EXEMPT_SUBJECT.test(subject)) return [];
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_SUBJECT_LENGTH) {
    problems.push(`the subject has ${length} characters, more than ${MAX_SUBJECT_LENGTH}: put the detail in the body`);
  }
  if (/\.\s*$/.test(subject) && !/\.\.\.\s*$/.test(subject)) problems.push('the subject ends with a full stop');
  if (second !== undefined && second.trim() !== '') {
    problems.push('the second line is not blank: leave one blank line between the subject and the body');
  }
  return problems;
}

function git(args) {
  const run = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (run.error) return { ok: false, out: '', err: run.error.message };
  return { ok: run.status === 0, out: run.stdout, err: run.stderr.trim() };
}

/** Checks the commits after the one `sinceFile` names; answers the exit code. */
export function checkSince(sinceFile, log = console) {
  if (!git(['rev-parse', '--git-dir']).ok) {
    log.log('Commit subjects not checked: this is not a git repository (no .git here, or no git).');
    return 0;
  }
  const since = readFileSync(sinceFile, 'utf8').trim();
  if (!git(['cat-file', '-e', `${since}^{commit}`]).ok) {
    if (git(['rev-parse', '--is-shallow-repository']).out.trim() === 'true') {
      log.log(`Commit subjects not checked: this clone is shallow and lacks ${since}; fetch the history (git fetch --unshallow).`);
      return 0;
    }
    log.error(`${sinceFile} names ${since}, which is not a commit of this repository.`);
    return 1;
  }
  const listed = git(['log', '--no-merges', '--format=%h%x00%B%x1e', `${since}..HEAD`]);
  if (!listed.ok) {
    log.error(`git log failed: ${listed.err}`);
    return 1;
  }
  const commits = listed.out
    .split('\x1e')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter(Boolean)
    .map((entry) => {
      const [hash = '', message = ''] = entry.split('\x00');
      return { hash, message };
    });
  let failed = 0;
  for (const { hash, message } of commits) {
    const problems = messageProblems(message);
    if (!problems.length) continue;
    failed += 1;
    log.error(`${hash} ${cleanMessage(message).split('\n')[0]}`);
    for (const problem of problems) log.error(`    ${problem}`);
  }
  log.log(
    failed
      ? `${failed} of ${commits.length} commits since ${since.slice(0, 7)} break the commit-message rule (CONTRIBUTING.md, "Commit messages").`
      : `${commits.length} commits since ${since.slice(0, 7)}: every subject keeps the rule.`,
  );
  return failed ? 1 : 0;
}

/** Checks the message of the commit being made (the commit-msg hook); answers the exit code. */
export function checkMessageFile(file, log = console) {
  const problems = messageProblems(readFileSync(file, 'utf8'));
  if (!problems.length) return 0;
  log.error('This commit message breaks the rule (CONTRIBUTING.md, "Commit messages"):');
  for (const problem of problems) log.error(`  - ${problem}`);
  log.error(`Your message is kept in ${file}; edit it with: git commit -e -F ${file}`);
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [option, file] = process.argv.slice(2);
  if (option === '--since-file' && file) process.exitCode = checkSince(file);
  else if (option === '--message-file' && file) process.exitCode = checkMessageFile(file);
  else {
    console.error('Usage: node scripts/commit-subjects.mjs --message-file <file> | --since-file <file>');
    process.exitCode = 2;
  }
}
