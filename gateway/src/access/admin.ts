import { ADMIN_ONLY } from '@nuru/rules/admin';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { ProviderSession } from '../provider/session.js';
import { viewerRole } from './viewer.js';

/**
 * The programme desk is for administrators: the gateway asks who the caller is (GET /profile, read once per
 * request) before it makes any admin call, so a student learns nothing, not even whether an id exists.
 */
export async function requireAdmin(provider: ProviderSession): Promise<void> {
  if ((await viewerRole(provider)) !== 'ADMIN') throw new UserFacingError(ADMIN_ONLY, 'FORBIDDEN');
}

/** A provider call made for an administrator only (asked first), failing in the given words. */
export function asAdmin<T>(provider: ProviderSession, work: () => Promise<T>, rules: FailureRules): Promise<T> {
  return withProviderErrors(async () => {
    await requireAdmin(provider);
    return work();
  }, rules);
}
