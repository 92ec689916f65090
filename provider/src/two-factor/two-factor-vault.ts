import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// TOTP secrets at rest: AES-256-GCM, the account id as associated data (a sealed secret copied to another
// account does not open), and the key's id in the sealed text so that old keys keep opening after a rotation.
const FORMAT = 'v1';
const KEY_BYTES = 32;

export const TOTP_KEY_MESSAGE = 'must be the base64 of 32 random bytes (e.g. openssl rand -base64 32)';

export class TwoFactorVaultError extends Error {}

/** A key from configuration: base64 of exactly 32 bytes. */
export function parseVaultKey(name: string, text: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new TwoFactorVaultError(`${name} ${TOTP_KEY_MESSAGE}`);
  return key;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);
const b64 = (bytes: Buffer) => bytes.toString('base64url');

export class TwoFactorVault {
  private readonly keys: Map<string, Buffer>;
  readonly currentKeyId: string;

  /** `current` seals; it and every `old` key open (rotation: the previous key moves to `old`). */
  constructor(
    private readonly current: Buffer,
    old: Buffer[] = [],
  ) {
    this.currentKeyId = keyId(current);
    this.keys = new Map([...old, current].map((key) => [keyId(key), key]));
  }

  seal(secret: string, accountId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv).setAAD(Buffer.from(accountId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [FORMAT, this.currentKeyId, b64(iv), b64(cipher.getAuthTag()), b64(sealed)].join('.');
  }

  /** Whether a stored value is sealed with the current key (else it is clear, or sealed with an old key). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${FORMAT}.${this.currentKeyId}.`);
  }

  /** The secret; a value from before encryption (no format prefix) is read as the clear secret it is. */
  open(stored: string, accountId: string): string {
    if (!stored.startsWith(`${FORMAT}.`)) return stored;
    const [, id, iv, tag, sealed] = stored.split('.');
    const key = id ? this.keys.get(id) : undefined;
    if (!key || !iv || !tag || sealed === undefined) {
      throw new TwoFactorVaultError(
        `A two-factor secret is sealed with key ${id}, which is not configured: set TOTP_ENCRYPTION_KEY or TOTP_ENCRYPTION_KEYS_OLD to it`,
      );
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(accountId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new TwoFactorVaultError('A two-factor secret does not open with its key: it was altered or belongs to another account');
    }
  }
}
