import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query, and a way to change it that builds on the last change asked for rather than on the address
 * shown: while one change's data loads the address has not moved yet, and a second quick change (another filter)
 * built on the address shown would drop the first.
 */
export function useQueryChanger(): [URLSearchParams, (change: Change, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const asked = useRef(params);
  // An address reached another way (Back, a link) is the new starting point.
  useEffect(() => {
    asked.current = params;
  }, [params]);
  const changeQuery = useCallback(
    (change: Change, options?: NavigateOptions) => {
      asked.current = change(asked.current);
      void setParams(asked.current, options);
    },
    [setParams],
  );
  return [params, changeQuery];
}
