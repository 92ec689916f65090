// Two-factor sign-in for tests: codes computed from the secret as an authenticator app would, and a
// login over the provider's REST call from "another device" (its own user-agent).
import { generate } from 'otplib';
import { providerApi } from './ports.js';

/**
 * The 6-digit TOTP code of a base32 secret, `stepsAhead` 30-second steps after the current one: the
 * provider accepts one step of clock drift, and a code that signed in once never signs in again.
 */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** Signs in over REST as a phone would; answers its bearer token. */
export async function loginFromAnotherDevice(email: string, password: string, code: string, userAgent: string): Promise<string> {
  const response = await fetch(`${providerApi}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password, code }),
  });
  const answer = (await response.json()) as { loginResponseDTO?: { token: string } };
  if (!response.ok || !answer.loginResponseDTO) throw new Error(`REST login answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.loginResponseDTO.token;
}

/** The status the provider answers a token with (401 once its session is revoked). */
export async function profileStatus(token: string): Promise<number> {
  const response = await fetch(`${providerApi}/profile`, { headers: { authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}
