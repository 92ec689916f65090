import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';

/** A button on one row of a run's lists: a finger's height, and named for the scholar it acts on, since every row shows the same words. */
export function RowActionButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" className="min-h-11" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}
