// Stipend runs set up through the provider's REST calls, as two officers make them on the run pages (the pages
// themselves are admin-disbursement.spec.ts). Each call answers the run as it now stands, with the version the next
// change sends back.
import { providerApi } from './ports.js';
import { call } from './provider.js';

export interface Run {
  id: string;
  version: number;
  status: string;
  included: Array<{ studentId: string; name: string }>;
  excluded: Array<{ studentId: string; name: string }>;
}

const runPath = (run: Run, rest = '') => `/admin/disbursements/${run.id}${rest}`;

/** A draft run of an instalment of the programme settings, for one batch. */
export function createRun(token: string, plan: { instalment: string; academicYear: string; batchNo: number }): Promise<Run> {
  return call('/admin/disbursements', { body: plan, token });
}

/** An officer's change to one scholar's row of a draft: a new amount, or leaving them out by hand, with the reason. */
export function changeRow(
  token: string,
  run: Run,
  studentId: string,
  change: { amountTzs?: number; excluded?: boolean; reason: string },
): Promise<Run> {
  return call(runPath(run, `/items/${studentId}`), { method: 'PUT', body: { version: run.version, ...change }, token });
}

/** Approval by an officer who neither made nor changed the run. */
export function approveRun(token: string, run: Run): Promise<Run> {
  return call(runPath(run, '/approve'), { body: { version: run.version }, token });
}

/** The bank file of an approved run: from its first download, cancelling it takes a second officer. */
export async function downloadBankFile(token: string, run: Run): Promise<void> {
  const response = await fetch(`${providerApi}${runPath(run, '/bank-file.csv')}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The bank file of run ${run.id} answered ${response.status}: ${await response.text()}`);
}

export function markRunPaid(token: string, run: Run): Promise<Run> {
  return call(runPath(run, '/paid'), { body: { version: run.version }, token });
}

/** Cancels a run no bank holds yet, or asks a second officer to confirm once its bank file was downloaded. */
export function cancelRun(token: string, run: Run, reason: string): Promise<Run> {
  return call(runPath(run, '/cancel'), { body: { version: run.version, reason }, token });
}

/** One officer reports that the bank could not pay a scholar; the reason is what the scholar reads once confirmed. */
export function reportTransferFailed(token: string, run: Run, studentId: string, reason: string): Promise<Run> {
  return call(runPath(run, `/items/${studentId}/failed`), { method: 'PUT', body: { reason }, token });
}

/** Another officer than the reporter confirms it: the scholar is told why, and is considered again. */
export function confirmTransferFailed(token: string, run: Run, studentId: string): Promise<Run> {
  return call(runPath(run, `/items/${studentId}/failed/confirm`), { method: 'POST', token });
}
