// The browser's side of the portal, for the benchmarks: the web app's own GraphQL operations sent as its Apollo
// client sends them (JSON POST to /graphql carrying only the persisted hash, the bearer token), and a result
// upload as its form sends it (multipart to /uploads/results beside /graphql, fields before the file).
import { existsSync, readFileSync } from 'node:fs';
import { FormData, type Pool } from 'undici';
import { root } from '../../scripts/services.mjs';

const MANIFEST = `${root}web/src/gql/persisted-documents.json`;

/** The web's operations by name -> persisted hash, from codegen's manifest (what its bundle carries). */
function operationHashes(): Map<string, string> {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run pnpm codegen first.`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
  const hashes = new Map<string, string>();
  for (const [hash, document] of Object.entries(manifest)) {
    const name = /\b(?:query|mutation) (\w+)\s*[({]/.exec(document)?.[1];
    if (name) hashes.set(name, hash.replace(/^sha256:/, ''));
  }
  return hashes;
}

export interface Answer {
  ok: boolean;
  /** The body as sent, for the report when it is not ok. */
  text: string;
}

export class Portal {
  private readonly hashes = operationHashes();

  constructor(private readonly pool: Pool) {}

  /** One of the web's operations; ok when the answer is a 200 without GraphQL errors. */
  async operation(name: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
    const sha256Hash = this.hashes.get(name);
    if (!sha256Hash) throw new Error(`The web sends no operation named ${name}`);
    const { statusCode, body } = await this.pool.request({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    const text = await body.text();
    return { ok: statusCode === 200 && !text.includes('"errors"'), text };
  }

  /** The upload form's request; ok when the gateway answers the stored result. */
  async uploadResult(token: string, { year, gpa, file, fileName }: { year: string; gpa: string; file: Uint8Array; fileName: string }) {
    const form = new FormData();
    form.append('year', year);
    form.append('gpa', gpa);
    form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), fileName);
    const { statusCode, body } = await this.pool.request({
      path: '/uploads/results',
      method: 'POST',
      // The gateway's CSRF guard lets a multipart POST through only with this header, as the web sends it.
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const text = await body.text();
    return { ok: statusCode === 200 && text.includes('"fileName"'), text };
  }
}

/** The session token a Login answer carries; none when it failed or asks for a two-factor code. */
export function tokenOf(login: Answer): string | undefined {
  if (!login.ok) return undefined;
  return (JSON.parse(login.text) as { data: { login: { token?: string } } }).data.login.token;
}
