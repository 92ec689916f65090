// What tailwind-merge does for the classes our components let a caller override, in a few lines instead of
// 7 kB on every route: a later class replaces an earlier one that sets the same CSS property under the same
// variants (`sm:hover:`). A class of no group listed here never conflicts, so both apply.
const GROUPS: Array<[RegExp, string]> = [
  [/^-?([pm][xytrbl]?)-/, '$1'],
  [/^(min-w|min-h|max-w|max-h|size|w|h)-/, '$1'],
  [/^(gap(?:-[xy])?)-/, '$1'],
  [/^text-(xs|sm|base|lg|[2-9]?xl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-/, 'text-colour'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^bg-/, 'bg-colour'],
  [/^border(-\d+)?$/, 'border-width'],
  [/^border-(solid|dashed|dotted|double|none)$/, 'border-style'],
  [/^border-[trblxy](-\d+)?$/, 'border-side'],
  [/^border-/, 'border-colour'],
  [/^rounded/, 'rounded'],
  [/^ring(-\d+)?$/, 'ring-width'],
  [/^ring-(inset|offset)/, ''],
  [/^ring-/, 'ring-colour'],
  [/^outline(-\d+)?$/, 'outline-width'],
  [/^outline-(none|hidden|dashed|dotted|double|offset)/, ''],
  [/^outline-/, 'outline-colour'],
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/, 'display'],
  [/^(items|justify|shadow|tracking|leading)(-|$)/, '$1'],
];

// A group that sets several properties replaces its parts as well: p-2 after px-4 wins both sides.
const PARTS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
};

// `sm:`, `hover:`, `aria-invalid:`, `data-[open]:`; an arbitrary property (`[overflow-wrap:anywhere]`) is no variant.
const VARIANTS = /^(?:[\w-]+(?:\[[^\]]*\])?:)*/;

// The lists and utilities come from the code, not from data, so this bound is never reached in use; it only caps
// the memory of the two memos below.
const MERGED_LIMIT = 2000;

// Each utility's group, worked out once: lists repeat the same few utilities (`flex`, `text-sm`), and a cold page
// would otherwise run every pattern on each of them again.
const groups = new Map<string, string | undefined>();

function groupOf(utility: string): string | undefined {
  if (groups.has(utility)) return groups.get(utility);
  let found: string | undefined;
  for (const [pattern, group] of GROUPS) {
    const match = utility.match(pattern);
    if (match) {
      found = group ? group.replace('$1', match[1] ?? '') : undefined;
      break;
    }
  }
  if (groups.size < MERGED_LIMIT) groups.set(utility, found);
  return found;
}

function merge(classNames: string): string {
  const names = classNames.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const name of names.reverse()) {
    const variants = name.match(VARIANTS)![0];
    const group = groupOf(name.slice(variants.length).replace(/^!/, ''));
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    if (taken.has(variants + group)) continue;
    for (const part of [group, ...(PARTS[group] ?? [])]) taken.add(variants + part);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

// Components pass the same few lists again and again (every row of a table, every badge): a list is merged once.
const merged = new Map<string, string>();

/** Joins the truthy class names; of two that set the same property under the same variants, the later wins. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  const classNames = classes.filter(Boolean).join(' ');
  let result = merged.get(classNames);
  if (result === undefined) {
    result = merge(classNames);
    if (merged.size < MERGED_LIMIT) merged.set(classNames, result);
  }
  return result;
}
