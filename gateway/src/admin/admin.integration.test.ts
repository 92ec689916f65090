import { readdirSync, readFileSync } from 'node:fs';
import { ADMIN_ONLY } from '@nuru/rules/admin';
import {
  DEMO_COHORT,
  DEMO_OFFICER,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_INVITED,
  SEED_STUDENTS,
} from '@nuru/provider';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { gql, latestCode, ME, onlyError, signIn, useStack } from '../testing/stack.js';

const stack = useStack({ recorderDelayMs: 0 });
const admin = () => signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);

const SCHOLARS = /* GraphQL */ `
  query Scholars($filter: ScholarFilter, $page: Int, $pageSize: Int) {
    scholars(filter: $filter, page: $page, pageSize: $pageSize, sort: BATCH_NO, order: DESC) {
      nodes {
        id
        name
        email
        batchNo
        enrollmentStatus
        resultStatus
        nhifStatus
      }
      pageInfo {
        page
        pageSize
        totalCount
        hasNextPage
        hasPreviousPage
      }
    }
  }
`;

describe('the programme desk through the gateway', () => {
  it('pages and filters the scholars, the year written as people write it', async () => {
    const token = await admin();
    const answer = await gql(
      stack.gateway,
      SCHOLARS,
      { filter: { missing: 'NHIF', year: '2023-2024', batchNo: 2 }, page: 2, pageSize: 10 },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const batch2 = SEED_STUDENTS.filter((s) => s.batchNo === 2).length + DEMO_COHORT.filter((s) => s.batchNo === 2).length;
    expect(answer.data?.scholars.pageInfo).toEqual({ page: 2, pageSize: 10, totalCount: batch2, hasNextPage: true, hasPreviousPage: true });
    expect(answer.data?.scholars.nodes).toHaveLength(10);
    expect(answer.data?.scholars.nodes.every((row: { batchNo: number }) => row.batchNo === 2)).toBe(true);
    const refused = await gql(stack.gateway, SCHOLARS, { page: 0 }, token);
    expect(onlyError(refused)).toEqual({ message: 'page and pageSize must be whole numbers of at least 1', code: 'BAD_USER_INPUT' });
  });

  it("opens a scholar's page, answers null for no such scholar, and changes the status with a reason", async () => {
    const token = await admin();
    const [row] = (await gql(stack.gateway, SCHOLARS, { filter: { search: SEED_STUDENTS[2].email } }, token)).data!.scholars.nodes;
    const page = await gql(
      stack.gateway,
      `query ($id: ID!) { scholar(id: $id) { name sex enrollmentStatus results { year status } controlNumbers { type year status } auditTrail { action } } }`,
      { id: row.id },
      token,
    );
    // The provider's words for the sex ('Female') as the schema's code.
    expect(page.data?.scholar).toMatchObject({
      name: SEED_STUDENTS[2].name,
      sex: SEED_STUDENTS[2].sex.toUpperCase(),
      enrollmentStatus: 'ACTIVE',
      auditTrail: [],
    });
    expect(page.data?.scholar.results).toEqual([{ year: '2024-2025', status: 'SUBMITTED' }]);
    const missing = await gql(stack.gateway, `{ scholar(id: "00000000-0000-4000-8000-000000000000") { id } }`, {}, token);
    expect(missing).toMatchObject({ data: { scholar: null }, errors: undefined });

    const CHANGE = `mutation ($id: ID!, $reason: String!) { changeEnrollmentStatus(id: $id, status: GRADUATED, reason: $reason, expectedStatus: ACTIVE) { message scholar { id enrollmentStatus } } }`;
    expect(onlyError(await gql(stack.gateway, CHANGE, { id: row.id, reason: ' ' }, token))).toEqual({
      message: 'A reason is required to change the enrollment status',
      code: 'BAD_USER_INPUT',
    });
    const changed = await gql(stack.gateway, CHANGE, { id: row.id, reason: 'Completed the programme' }, token);
    expect(changed.data?.changeEnrollmentStatus).toEqual({
      message: 'Enrollment status updated',
      scholar: { id: row.id, enrollmentStatus: 'GRADUATED' },
    });
    // The scholar's own profile says it with the same code.
    const own = await gql(stack.gateway, ME, {}, await signIn(stack.gateway, SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD));
    expect(own.data?.me).toMatchObject({ sex: SEED_STUDENTS[2].sex.toUpperCase(), enrollmentStatus: 'GRADUATED' });
    // That sign-in is on the scholar's page as the schema's activity kind.
    const activity = await gql(stack.gateway, `query ($id: ID!) { scholar(id: $id) { activity { kind } } }`, { id: row.id }, token);
    expect(activity.data?.scholar.activity[0]).toEqual({ kind: 'LOGIN' });
    expect(onlyError(await gql(stack.gateway, CHANGE, { id: row.id, reason: 'again' }, token))).toEqual({
      message: 'The enrollment status was changed by someone else since you loaded it. Reload and try again.',
      code: 'CONFLICT',
    });
  });

  it('reports a roster, then imports it; lists, resends and revokes invitations; reads the audit log and the overview', async () => {
    const token = await admin();
    const IMPORT = `mutation ($csv: String!, $dryRun: Boolean) { importRoster(csv: $csv, dryRun: $dryRun) { applied message rows { line email outcome message problem firstLine invitedBatchNo } } }`;
    const csv = ['gw.one@students.example,1', 'broken,1', 'gw.one@students.example,2', `${SEED_INVITED[2].email},1`].join('\n');
    const bad = await gql(stack.gateway, IMPORT, { csv }, token);
    expect(bad.errors).toBeUndefined();
    // Each row's reason as a code and its values, besides the provider's English.
    expect(bad.data?.importRoster).toMatchObject({
      applied: false,
      rows: [
        { outcome: 'INVITE', problem: null, firstLine: null, invitedBatchNo: null },
        { line: 2, outcome: 'INVALID', message: 'Not an e-mail address', problem: 'EMAIL', firstLine: null },
        { line: 3, outcome: 'INVALID', message: 'Listed twice: the same e-mail is on line 1', problem: 'DUPLICATE', firstLine: 1 },
        { line: 4, outcome: 'ALREADY_INVITED', message: 'Already invited to batch 2', problem: null, invitedBatchNo: 2 },
      ],
    });
    const applied = await gql(stack.gateway, IMPORT, { csv: 'gw.one@students.example,1\ngw.two@students.example,2', dryRun: false }, token);
    expect(applied.data?.importRoster).toMatchObject({ applied: true, message: '2 scholar(s) invited.' });

    const pending = await gql(
      stack.gateway,
      `{ invitations(status: PENDING, search: "invite") { nodes { id email status sendCount } pageInfo { totalCount } } }`,
      {},
      token,
    );
    const seeded = pending.data?.invitations.nodes.find((i: { email: string }) => i.email === SEED_INVITED[2].email);
    expect(seeded).toMatchObject({ status: 'PENDING', sendCount: 1 });
    expect(
      onlyError(await gql(stack.gateway, `mutation ($id: ID!) { resendInvitation(id: $id) { message } }`, { id: seeded.id }, token)),
    ).toEqual({
      message: 'This invitation was sent less than a minute ago',
      code: 'RATE_LIMITED',
    });
    const revoked = await gql(stack.gateway, `mutation ($id: ID!) { revokeInvitation(id: $id) { ok message } }`, { id: seeded.id }, token);
    expect(revoked.data?.revokeInvitation).toEqual({ ok: true, message: `Invitation of ${SEED_INVITED[2].email} revoked` });

    const audit = await gql(
      stack.gateway,
      `{ auditLog(filter: { entity: invitation }, pageSize: 3) { nodes { action entity actorEmail after before } } }`,
      {},
      token,
    );
    expect(audit.data?.auditLog.nodes.map((entry: { action: string }) => entry.action)).toEqual([
      'invitation.revoked',
      'invitation.created',
      'invitation.created',
    ]);
    expect(audit.data?.auditLog.nodes[0]).toMatchObject({
      entity: 'invitation',
      actorEmail: DEV_ADMIN_EMAIL,
      after: null,
      before: { email: SEED_INVITED[2].email },
    });

    const overview = await gql(
      stack.gateway,
      `{ programmeOverview { year batches { batchNo figures { scholars { total active } results { missing } nhif { paid } } } totals { scholars { total } } recentActivity { action } } }`,
      {},
      token,
    );
    expect(overview.errors).toBeUndefined();
    expect(overview.data?.programmeOverview.year).toBe('2024-2025');
    expect(overview.data?.programmeOverview.totals.scholars.total).toBe(SEED_STUDENTS.length + DEMO_COHORT.length);
    expect(overview.data?.programmeOverview.recentActivity[0].action).toBe('invitation.revoked');
  });

  it('saves the programme settings, refusing a stale change', async () => {
    const token = await admin();
    const settings = (await gql(stack.gateway, `{ programmeSettings { currentAcademicYear activeBatches updatedAt } }`, {}, token)).data
      ?.programmeSettings;
    expect(settings).toMatchObject({ currentAcademicYear: '2024-2025', activeBatches: [1, 2] });
    const SAVE = `mutation ($input: ProgrammeSettingsInput!) { updateProgrammeSettings(input: $input) { message settings { currentAcademicYear activeBatches } } }`;
    const input = { currentAcademicYear: '2024-2025', activeBatches: [1, 2, 3], expectedUpdatedAt: settings.updatedAt };
    expect((await gql(stack.gateway, SAVE, { input }, token)).data?.updateProgrammeSettings).toEqual({
      message: 'Programme settings saved',
      settings: { currentAcademicYear: '2024-2025', activeBatches: [1, 2, 3] },
    });
    expect(onlyError(await gql(stack.gateway, SAVE, { input }, token))).toEqual({
      message: 'The programme settings were changed by someone else since you loaded them. Reload and try again.',
      code: 'CONFLICT',
    });
  });

  it('offers the programme’s batches: each with scholars, invited to or active, once and in order', async () => {
    const token = await admin();
    const answer = await gql(stack.gateway, `{ programmeBatches programmeSettings { activeBatches } }`, {}, token);
    expect(answer.errors).toBeUndefined();
    const { programmeBatches: batches, programmeSettings } = answer.data as {
      programmeBatches: number[];
      programmeSettings: { activeBatches: number[] };
    };
    expect(batches).toEqual([...new Set(batches)].sort((a, b) => a - b));
    const known = [...programmeSettings.activeBatches, ...SEED_STUDENTS.map((s) => s.batchNo), ...SEED_INVITED.map((i) => i.batchNo)];
    for (const batchNo of known) expect(batches).toContain(batchNo);
  });

  it('invites an administrator, who signs up once another administrator confirms it, no profile, and is told to sign in', async () => {
    const token = await admin();
    const officer = await signIn(stack.gateway, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    const email = 'gw.officer@nuruyangu.example';
    const invited = await gql(
      stack.gateway,
      `mutation { inviteAdministrator(email: "${email}", name: "Rehema Mrema") { message invitation { id role status awaitingConfirmation } } }`,
      {},
      token,
    );
    expect(invited.data?.inviteAdministrator).toEqual({
      message: `${email} is invited: the invitation is sent once another administrator confirms it`,
      invitation: { id: expect.any(String), role: 'ADMIN', status: 'PENDING', awaitingConfirmation: true },
    });
    const id = invited.data?.inviteAdministrator.invitation.id as string;

    const PENDING = `{ administratorInvitations { id email invitedBy { name } confirmedBy { name } viewerCanConfirm confirmBlock waitingEndsAt } }`;
    const asInviter = (await gql(stack.gateway, PENDING, {}, token)).data?.administratorInvitations as { id: string }[];
    expect(asInviter.find((row) => row.id === id)).toEqual({
      id,
      email,
      invitedBy: { name: 'Programme Administrator' },
      confirmedBy: null,
      viewerCanConfirm: false,
      confirmBlock: 'INVITER',
      waitingEndsAt: null,
    });
    const asOfficer = (await gql(stack.gateway, PENDING, {}, officer)).data?.administratorInvitations as { id: string }[];
    expect(asOfficer.find((row) => row.id === id)).toMatchObject({ viewerCanConfirm: true, confirmBlock: null });

    const CONFIRM = `mutation ($id: ID!) { confirmAdminInvitation(id: $id) { message invitation { id confirmedBy { name } viewerCanConfirm confirmBlock } } }`;
    expect(onlyError(await gql(stack.gateway, CONFIRM, { id }, token))).toEqual({
      message: 'You invited this administrator: another administrator must confirm the invitation',
      code: 'CONFLICT',
    });
    expect((await gql(stack.gateway, CONFIRM, { id }, officer)).data?.confirmAdminInvitation).toEqual({
      message: `Invitation of ${email} confirmed and sent`,
      invitation: { id, confirmedBy: { name: DEMO_OFFICER.name }, viewerCanConfirm: false, confirmBlock: 'CONFIRMED' },
    });
    const step = (query: string, variables: Record<string, unknown>) => gql(stack.gateway, query, variables);
    expect(
      (await step(`mutation ($email: String!) { startSignup(email: $email, password: "") { ok } }`, { email })).errors,
    ).toBeUndefined();
    const code = await latestCode(stack.provider.url, email);
    expect(
      (await step(`mutation ($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { ok } }`, { email, code })).errors,
    ).toBeUndefined();
    const set = await step(`mutation ($email: String!) { setPassword(email: $email, password: "Officer!2026x") { ok next message } }`, {
      email,
    });
    expect(set.data?.setPassword).toEqual({
      ok: true,
      next: 'SIGN_IN',
      message: 'Password set successfully. Your administrator account is ready: you can now sign in.',
    });
    const newOfficer = await signIn(stack.gateway, email, 'Officer!2026x');
    expect((await gql(stack.gateway, `{ me { role viewerCanAccessAdmin } }`, {}, newOfficer)).data?.me).toEqual({
      role: 'ADMIN',
      viewerCanAccessAdmin: true,
    });
  });

  it('streams the CSV export to an administrator only', async () => {
    const token = await admin();
    const csv = await stack.gateway.inject({
      method: 'GET',
      url: '/exports/scholars.csv?batchNo=1&year=2024-2025&sort=batchNo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body.split('\r\n')[0]).toMatch(/^name,email,batchNo,/);
    const student = await signIn(stack.gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    const refused = await stack.gateway.inject({
      method: 'GET',
      url: '/exports/scholars.csv',
      headers: { authorization: `Bearer ${student}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: ADMIN_ONLY, code: 'FORBIDDEN' } });
    expect((await stack.gateway.inject({ method: 'GET', url: '/exports/scholars.csv' })).statusCode).toBe(401);
    expect(
      (await stack.gateway.inject({ method: 'GET', url: '/exports/scholars.csv?year=2024', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(400);
  });
});

/** A value of the input type good enough to reach the resolver. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  const scalars: Record<string, unknown> = {
    ID: '00000000-0000-4000-8000-000000000000',
    String: 'x',
    Int: 1,
    Float: 1,
    Boolean: true,
    AcademicYear: '2024-2025',
  };
  return scalars[getNamedType(type).name] ?? null;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  };
}

describe('a student on the programme desk', () => {
  it('gets FORBIDDEN on every admin field of the schema, and the provider is never asked', async () => {
    // The schema's SDL read here, with this module's graphql (the gateway's may be another copy of it).
    const dir = new URL('../../../schema/', import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith('.graphql'));
    const read = (file: string) => readFileSync(new URL(file, dir), 'utf8');
    const schema = buildSchema(['base.graphql', ...files.filter((file) => file !== 'base.graphql')].map(read).join('\n'));
    // Every field marked @admin, in whichever domain's file it is declared.
    const fields = files.flatMap((file) =>
      parse(read(file)).definitions.flatMap((definition) =>
        definition.kind === Kind.OBJECT_TYPE_EXTENSION
          ? (definition.fields ?? [])
              .filter((field) => field.directives?.some((directive) => directive.name.value === 'admin'))
              .map((field) => [definition.name.value, field.name.value] as const)
          : [],
      ),
    );
    expect(fields.length).toBeGreaterThanOrEqual(15);
    const token = await signIn(stack.gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    stack.recorder.calls.length = 0;
    for (const [root, name] of fields) {
      const type = root === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
      const { query, variables } = operationFor(root === 'Query' ? 'query' : 'mutation', type.getFields()[name]!);
      const answer = await gql(stack.gateway, query, variables, token);
      expect({ name, ...onlyError(answer) }).toEqual({
        name,
        message: ADMIN_ONLY,
        code: 'FORBIDDEN',
      });
    }
    expect(stack.recorder.calls.filter((call) => call.includes('/admin'))).toEqual([]);
  });
});
