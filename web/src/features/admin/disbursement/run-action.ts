// What an officer asked to do on a run's page: a step of the whole run, or a change of one scholar's row.
type Row = { studentId: string; name: string };

export type RunAction =
  | { kind: 'approve' }
  | { kind: 'cancel' }
  | { kind: 'confirmCancel' }
  | { kind: 'withdrawCancel' }
  | { kind: 'paid' }
  | { kind: 'amount'; row: Row & { amountTzs: number } }
  | { kind: 'exclude'; row: Row }
  | { kind: 'include'; row: Row }
  | { kind: 'failed'; row: Row }
  | { kind: 'confirmFailure'; row: Row & { failureReason?: string | null; failureReportedBy?: { name: string } | null } }
  | { kind: 'dismissFailure'; row: Row };

/** How a change went: done, or refused in words; `conflict` when the run moved since the page was loaded. */
export type ChangeResult = { ok: true } | { ok: false; message: string; conflict: boolean };
