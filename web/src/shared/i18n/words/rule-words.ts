// The sentences of @nuru/rules that reach a screen (the gateway's answers and the forms' own checks), each named
// <module>.<export>[.<key>] so a translation stays attached when the English is reworded. Read by the extract script,
// which writes them to words/en.json for the Kiswahili catalogue, and by the tests; never by the app itself, whose
// screens import only the rules they use.
import * as academicYear from '@nuru/rules/academic-year';
import * as admin from '@nuru/rules/admin';
import * as analytics from '@nuru/rules/analytics';
import * as announcements from '@nuru/rules/announcements';
import * as auth from '@nuru/rules/auth';
import * as disbursement from '@nuru/rules/disbursement';
import * as errors from '@nuru/rules/errors';
import * as mentorship from '@nuru/rules/mentorship';
import * as payments from '@nuru/rules/payments';
import * as profile from '@nuru/rules/profile';
import * as reminders from '@nuru/rules/reminders';
import * as results from '@nuru/rules/results';
import * as settings from '@nuru/rules/settings';
import { BLANKS } from './keys.ts';

const MODULES = {
  academicYear,
  admin,
  analytics,
  announcements,
  auth,
  disbursement,
  errors,
  mentorship,
  payments,
  profile,
  reminders,
  results,
  settings,
};

// Exported strings that are not words a person reads.
const NOT_WORDS = new Set(['auth.SPECIAL_CHARACTERS', 'results.RESULT_FILE_ACCEPT']);

/** Every rules sentence as [name, English]: string exports, and the strings of exported tables of strings. */
export function ruleWords(): [string, string][] {
  const words: [string, string][] = [];
  for (const [module, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      if (typeof value === 'string') words.push([`${module}.${name}`, value]);
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, text] of Object.entries(value)) if (typeof text === 'string') words.push([`${module}.${name}.${key}`, text]);
      }
    }
  }
  return words.filter(([name]) => !NOT_WORDS.has(name));
}

/**
 * The rules' sentences with blanks (an exported function named ...Message, such as controlNumberUsedMessage) as
 * [name, the sentence with BLANKS where its values go]: a translation fills each blank with the value found there.
 */
export function ruleTemplates(): [string, string][] {
  const templates: [string, string][] = [];
  for (const [module, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports as Record<string, unknown>)) {
      if (typeof value === 'function' && name.endsWith('Message')) {
        const sentence = value as (...values: string[]) => string;
        templates.push([`${module}.${name}`, sentence(...BLANKS.slice(0, sentence.length))]);
      }
    }
  }
  return templates;
}
