// Where each overview figure leads: the list that holds exactly the scholars it counts.
type Scope = { year: string; batchNo?: number | null };

const href = (path: string, params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const scholarsWithStatus = ({ batchNo }: Scope, status?: string) => href('/admin/students', { batch: batchNo, status });

/** Active scholars without the document for the year: the figure "missing" counts only them. */
export const scholarsMissing = ({ year, batchNo }: Scope, document: 'RESULTS' | 'UNIVERSITY_FEE' | 'NHIF') =>
  href('/admin/students', { batch: batchNo, status: 'ACTIVE', missing: document, year });

/** Scholars whose results for the year stand so (UPLOADED: any). */
export const resultsWithStatus = ({ year, batchNo }: Scope, result: 'UPLOADED' | 'SUBMITTED' | 'APPROVED' | 'REJECTED') =>
  href('/admin/students', { batch: batchNo, result, year });

/** Scholars whose control number of the type for the year stands so (SUBMITTED: any). */
export const controlNumbersWith = ({ year, batchNo }: Scope, type: 'UNIVERSITY_FEE' | 'NHIF', status: 'SUBMITTED' | 'PAID') =>
  href('/admin/students', { batch: batchNo, [type === 'NHIF' ? 'nhif' : 'fee']: status, year });
