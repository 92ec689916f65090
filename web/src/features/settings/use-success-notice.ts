import { useEffect, useState } from 'react';

const VISIBLE_MS = 5_000;

/** A success message that hides itself after 5 seconds, like the password-change banner (spec 4). */
export function useSuccessNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
