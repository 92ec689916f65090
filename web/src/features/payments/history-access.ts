export type HistoryAccess = 'signed-out' | 'not-student' | 'student';

/** docs/behaviour.md §6: the history loads only for a signed-in student (the gateway says who is one); anyone else is told why. */
export function historyAccess(viewer: { isScholar: boolean } | undefined): HistoryAccess {
  if (!viewer) return 'signed-out';
  return viewer.isScholar ? 'student' : 'not-student';
}
