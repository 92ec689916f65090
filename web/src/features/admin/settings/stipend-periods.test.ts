import { describe, expect, it } from 'vitest';
import { instalmentLines, instalmentsProblem, NO_INSTALMENT } from './stipend-periods';

describe('instalmentLines', () => {
  it.each([
    ['Semester 1\nSemester 2', ['Semester 1', 'Semester 2']],
    ['  Semester 1 \n\n Semester 2\n', ['Semester 1', 'Semester 2']],
    ['Semester 1\r\nSemester 2', ['Semester 1', 'Semester 2']],
    ['', []],
    ['\n  \n', []],
  ])('%j -> %j', (text, lines) => expect(instalmentLines(text)).toEqual(lines));
});

describe('instalmentsProblem', () => {
  it.each([
    [[], NO_INSTALMENT],
    [['Semester 1'], undefined],
  ])('%j -> %j', (lines, problem) => expect(instalmentsProblem(lines)).toBe(problem));
});
