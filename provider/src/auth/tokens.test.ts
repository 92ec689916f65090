import { describe, expect, it } from 'vitest';
import { readToken, signToken, type TokenClaims } from './tokens.js';

const claims: TokenClaims = { userId: 'u-1', role: 'STUDENT', batchNo: 3, sessionId: 's-1' };
const secret = () => crypto.getRandomValues(new Uint8Array(32));
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('signToken', () => {
  it('counts the lifetime from the instant it is given, even a moment before a new second', async () => {
    // The login counted the expiry at x.999 s and signed a few milliseconds later: the token said 7:59:59.
    const issuedAt = new Date(1_800_000_000_999);
    const token = await signToken(secret(), claims, new Date(issuedAt.getTime() + 8 * 3_600_000), issuedAt);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(payload.iat).toBe(1_800_000_000);
    expect(payload.exp - payload.iat).toBe(8 * 3600);
  });
});

describe('readToken', () => {
  it('reads a token it has verified before, as often as it comes', async () => {
    const key = secret();
    const token = await signToken(key, claims, inAnHour());
    expect(await readToken(key, token)).toEqual(claims);
    expect(await readToken(key, token)).toEqual(claims);
  });

  it('refuses a token verified under another secret', async () => {
    const [key, other] = [secret(), secret()];
    const token = await signToken(key, claims, inAnHour());
    expect(await readToken(key, token)).toEqual(claims);
    expect(await readToken(other, token)).toBeNull();
  });

  it('refuses a known token once it has expired', async () => {
    const key = secret();
    const expiresAt = inAnHour();
    const token = await signToken(key, claims, expiresAt);
    expect(await readToken(key, token)).toEqual(claims);
    expect(await readToken(key, token, expiresAt.getTime() + 1000)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const key = secret();
    const [header, , signature] = (await signToken(key, claims, inAnHour())).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u-admin', jti: 's-1', role: 'ADMIN', exp: 9_999_999_999 })).toString('base64url');
    expect(await readToken(key, `${header}.${forged}.${signature}`)).toBeNull();
  });
});
