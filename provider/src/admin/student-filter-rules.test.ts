import { describe, expect, it } from 'vitest';
import { parseStudentQuery } from './student-filter-rules.js';

const YEAR = 'Y2024_2025';
const base = { year: YEAR, sort: 'name', order: 'asc' };

describe('parseStudentQuery (GET /admin/students)', () => {
  it.each([
    [{}, { filter: base }],
    [{ search: '  amina ', batchNo: '', status: ' ' }, { filter: { ...base, search: 'amina' } }],
    [
      { batchNo: '2', status: 'SUSPENDED', university: 'University of Dodoma', programme: 'BEd Mathematics' },
      { filter: { ...base, batchNo: 2, status: 'SUSPENDED', university: 'University of Dodoma', programme: 'BEd Mathematics' } },
    ],
    [{ missing: 'NHIF', year: 'Y2023_2024' }, { filter: { ...base, missing: 'NHIF', year: 'Y2023_2024' } }],
    [{ sort: 'createdAt', order: 'desc' }, { filter: { ...base, sort: 'createdAt', order: 'desc' } }],
    [
      { resultStatus: 'UPLOADED', universityFeeStatus: 'PAID', nhifStatus: 'SUBMITTED' },
      { filter: { ...base, resultStatus: 'UPLOADED', universityFeeStatus: 'PAID', nhifStatus: 'SUBMITTED' } },
    ],
    [{ resultStatus: 'MISSING' }, { problem: 'resultStatus must be one of UPLOADED, SUBMITTED, APPROVED, REJECTED' }],
    [{ nhifStatus: 'pending' }, { problem: 'nhifStatus must be one of SUBMITTED, UNPAID, PROCESSING, PAID, FAILED' }],
    [{ batchNo: '0' }, { problem: 'batchNo must be a whole number of at least 1' }],
    [{ batchNo: 'one' }, { problem: 'batchNo must be a whole number of at least 1' }],
    [{ status: 'Active' }, { problem: 'status must be one of ACTIVE, SUSPENDED, GRADUATED, WITHDRAWN' }],
    [{ missing: 'PHOTO' }, { problem: 'missing must be one of RESULTS, UNIVERSITY_FEE, NHIF' }],
    [{ year: '2024-2025' }, { problem: 'year must look like Y2024_2025' }],
    [{ year: 'Y2024_2026' }, { problem: 'year must look like Y2024_2025' }],
    [{ sort: 'gpa' }, { problem: 'sort must be one of name, batchNo, createdAt' }],
    [{ order: 'up' }, { problem: 'order must be one of asc, desc' }],
  ])('%j -> %j', (query, expected) => {
    expect(parseStudentQuery(query, YEAR)).toEqual(expected);
  });
});
