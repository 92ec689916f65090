import { Suspense, type ReactNode } from 'react';
import { Card } from './Card';
import { LoadingState } from './LoadingState';

/** A page's content that suspends on its route query, with a card saying what is loading meanwhile. */
export function SuspenseCard({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Card>
          <LoadingState>{loading}</LoadingState>
        </Card>
      }
    >
      {children}
    </Suspense>
  );
}
