import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: string;
  role: string;
  batchNo: number | null;
  sessionId: string;
}

export function signToken(secret: Uint8Array, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ role: claims.role, batchNo: claims.batchNo })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a valid, unexpired token signed with this secret; null otherwise. */
export async function readToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return {
      userId: payload.sub,
      sessionId: payload.jti,
      role: typeof payload.role === 'string' ? payload.role : 'USER',
      batchNo: typeof payload.batchNo === 'number' ? payload.batchNo : null,
    };
  } catch {
    return null;
  }
}
