import { Pin } from 'lucide-react';
import { Badge } from './Badge';
import { useSharedIntl } from './shared-intl';

/** Marks an announcement that stays at the top of the list. */
export function PinnedBadge() {
  const intl = useSharedIntl();
  return (
    <Badge tone="info">
      <Pin aria-hidden="true" className="size-3" />
      {intl.formatMessage({ id: 'shared.pinnedBadge.pinned', defaultMessage: 'Pinned' })}
    </Badge>
  );
}
