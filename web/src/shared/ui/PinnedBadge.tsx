import { Pin } from 'lucide-react';
import { Badge } from './Badge';

/** Marks an announcement that stays at the top of the list. */
export function PinnedBadge() {
  return (
    <Badge tone="info">
      <Pin aria-hidden="true" className="size-3" />
      Pinned
    </Badge>
  );
}
