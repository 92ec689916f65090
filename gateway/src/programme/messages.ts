import type { MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

export const PROGRAMME_LOAD_DEFAULT = "Failed to load the programme's settings";

export const programmeLoadMessage: MessageCatalogue = sessionAware((_status, providerMessage) => providerMessage ?? PROGRAMME_LOAD_DEFAULT);
