import type { MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

export const INVITE_DEFAULT = 'Failed to invite students';
export const INVITE_FORBIDDEN = 'Only administrators can invite students';

export const inviteMessage: MessageCatalogue = sessionAware((status, providerMessage) =>
  status === 403 ? INVITE_FORBIDDEN : (providerMessage ?? INVITE_DEFAULT),
);
