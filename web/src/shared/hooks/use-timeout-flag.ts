import { useEffect, useState } from 'react';

/** Becomes true once `active` has stayed true for `ms`; resets when it turns false. */
export function useTimeoutFlag(active: boolean, ms: number): boolean {
  const [fired, setFired] = useState(false);
  useEffect(() => {
    if (!active) {
      setFired(false);
      return;
    }
    const timer = window.setTimeout(() => setFired(true), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active && fired;
}
