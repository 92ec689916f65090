import { Star } from 'lucide-react';
import { WORDMARK } from '@/shared/ui/brand';

/** The sidebar header: 'NURU YANGU / Scholarship Portal' (docs/behaviour.md §2). */
export function Brand({ tagline }: { tagline: string }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-600 text-accent-400 shadow-inner">
        <Star aria-hidden="true" className="size-5 fill-current" />
      </span>
      <div className="leading-tight whitespace-nowrap">
        <p className="text-sm font-bold tracking-[0.16em] text-white">{WORDMARK}</p>
        <p className="text-xs text-brand-200">{tagline}</p>
      </div>
    </div>
  );
}
