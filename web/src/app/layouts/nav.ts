import type { LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from 'react-intl';

export type NavItem = { to: string; label: MessageDescriptor; icon: LucideIcon; end?: boolean };
