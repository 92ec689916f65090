import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A load under way, said in words beside the spinner (e.g. 'Loading your results...'). */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 px-5 py-10 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-600" />
      {children}
    </div>
  );
}
