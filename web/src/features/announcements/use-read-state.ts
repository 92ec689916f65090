import { useCallback, useState } from 'react';
import { loadReadIds, saveReadIds, withRead } from './read-state';

/** The signed-in user's read announcements, from and to this browser's localStorage. */
export function useReadState(userId: string | undefined) {
  const [read, setRead] = useState<ReadonlySet<string>>(() => (userId ? loadReadIds(localStorage, userId) : new Set()));

  const markRead = useCallback(
    (ids: readonly string[]) => {
      if (ids.every((id) => read.has(id))) return;
      const next = withRead(read, ids);
      if (userId) saveReadIds(localStorage, userId, next);
      setRead(next);
    },
    [read, userId],
  );

  return { read, markRead };
}
