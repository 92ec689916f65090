import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsPerModule } from './documents-per-module';

// codegen's output as the client preset writes it: the map of sources in gql.ts, each document on one line of graphql.ts.
const LOGIN = '\n  mutation Login($email: String!) {\n    login(email: $email) {\n      token\n    }\n  }\n';
const AST = '{"kind":"Document","definitions":[],"__meta__":{"hash":"sha256:abc"}}';
const gqlDir = mkdtempSync(join(tmpdir(), 'nuru-gql-'));
writeFileSync(join(gqlDir, 'gql.ts'), `const documents: Documents = {\n    ${JSON.stringify(LOGIN)}: types.LoginDocument,\n};\n`);
writeFileSync(
  join(gqlDir, 'graphql.ts'),
  `export type LoginMutation = { login: unknown };\nexport const LoginDocument = ${AST} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;\n`,
);

type Hook = (this: unknown, ...args: string[]) => unknown;
function plugin() {
  const built = documentsPerModule(gqlDir);
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const call = (hook: unknown, ...args: string[]) => (hook as Hook).call(context, ...args);
  call(built.buildStart);
  return {
    transform: (code: string, id: string) => call(built.transform, code, id) as { code: string } | undefined,
    resolve: (id: string) => call(built.resolveId, id) as string | undefined,
    load: (id: string) => call(built.load, id) as string | undefined,
  };
}

describe('documentsPerModule', () => {
  it("turns a graphql() call into an import of that document's own module, keeping every line where it was", () => {
    const { transform, resolve, load } = plugin();
    const source = `import { graphql } from '@/gql';\nconst LoginMutation = graphql(\`${LOGIN}\`);\nexport { LoginMutation };`;
    const { code } = transform(source, '/app/web/src/features/auth/login/LoginPage.tsx')!;
    expect(code).toContain("import { LoginDocument } from 'virtual:gql-document/LoginDocument';");
    expect(code).toMatch(/const LoginMutation = LoginDocument\n+;\nexport \{ LoginMutation \};$/);
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n').indexOf('export { LoginMutation };')).toBe(source.split('\n').indexOf('export { LoginMutation };'));
    const id = resolve('virtual:gql-document/LoginDocument')!;
    expect(load(id)).toBe(`export const LoginDocument = ${AST};`);
  });

  it('leaves files without a graphql() call, and codegen’s own files, as they are', () => {
    const { transform } = plugin();
    expect(transform('export const x = 1;', '/app/web/src/shared/x.ts')).toBeUndefined();
    expect(transform(`graphql(\`${LOGIN}\`)`, join(gqlDir, 'gql.ts'))).toBeUndefined();
  });

  it('fails the build on a document codegen has not written, rather than bringing the whole map back', () => {
    const { transform } = plugin();
    expect(() => transform('graphql(`\n  query Unknown { me { id } }\n`)', '/app/web/src/x.ts')).toThrow(/run pnpm codegen/);
  });
});
