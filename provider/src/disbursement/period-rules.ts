// When two period labels name the same period. Officers type the label; what "once per period" compares is its key,
// so a label that only looks different (another space, a zero-width character, an en dash, "I" for "1", "01" for
// "1", upper case, a slash for a dash) pays nobody twice.

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10' };

/** The words and numbers of the label, in one form: NFKC, no invisible characters, lower case, numerals as digits. */
export function periodKey(label: string): string {
  return label
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ROMAN[word] ?? (/^\d+$/.test(word) ? String(Number(word)) : word))
    .join(' ');
}
