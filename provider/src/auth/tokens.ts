import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: string;
  role: string;
  batchNo: number | null;
  sessionId: string;
}

/** A token for the session; `issuedAt` is the instant its expiry was counted from, so the two never straddle a second. */
export function signToken(secret: Uint8Array, claims: TokenClaims, expiresAt: Date, issuedAt = new Date()): Promise<string> {
  return new SignJWT({ role: claims.role, batchNo: claims.batchNo })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

// Verifying a signature is a tenth of a read's time, and a session makes the same token arrive again and again:
// a token verified once is known until it expires (per secret, so another key never accepts it). Whether its
// session is still live is asked of the database on every call all the same (session-check.ts).
const VERIFIED_LIMIT = 10_000;
type Verified = Map<string, { claims: TokenClaims; expiresAtMs: number }>;
const verifiedBySecret = new WeakMap<Uint8Array, Verified>();

/** The claims of a valid, unexpired token signed with this secret; null otherwise. */
export async function readToken(secret: Uint8Array, token: string, now = Date.now()): Promise<TokenClaims | null> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map() as Verified));
  const known = verified.get(token);
  if (known && known.expiresAtMs > now) return known.claims;
  verified.delete(token);
  const checked = await verifyToken(secret, token, now);
  if (!checked) return null;
  // The oldest first: a Map keeps its keys in the order they came.
  if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
  verified.set(token, checked);
  return checked.claims;
}

async function verifyToken(secret: Uint8Array, token: string, now: number) {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: new Date(now) });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
    const claims: TokenClaims = {
      userId: payload.sub,
      sessionId: payload.jti,
      role: typeof payload.role === 'string' ? payload.role : 'USER',
      batchNo: typeof payload.batchNo === 'number' ? payload.batchNo : null,
    };
    return { claims, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}
