import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecorder, type Recorder } from '../testing/recorder.js';
import { gql, onlyError, signIn, startGateway, useStack } from '../testing/stack.js';

const FIELDS = 'id title content batchNo category pinned requiresAcknowledgement acknowledgedAt viewerCanManage';
const LIST = `{ announcements { ${FIELDS} } }`;
const CREATE = `mutation C($input: AnnouncementInput!) { createAnnouncement(input: $input) { message announcement { ${FIELDS} } } }`;
const UPDATE = `mutation U($id: ID!, $input: AnnouncementInput!) { updateAnnouncement(id: $id, input: $input) { message announcement { ${FIELDS} } } }`;
const DELETE = 'mutation D($id: ID!) { deleteAnnouncement(id: $id) { ok message } }';
const PIN = `mutation P($id: ID!, $pinned: Boolean!) { pinAnnouncement(id: $id, pinned: $pinned) { message announcement { ${FIELDS} } } }`;
const ACKNOWLEDGE = `mutation A($id: ID!) { acknowledgeAnnouncement(id: $id) { message announcement { ${FIELDS} } } }`;
const ACKNOWLEDGEMENTS = `query K($id: ID!) { announcementAcknowledgements(id: $id) {
  acknowledged { id name email acknowledgedAt } pending { id name email acknowledgedAt } } }`;

const batch1 = SEED_STUDENTS.filter((s) => s.batchNo === 1);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('announcement writes and acknowledgements over the reference provider', () => {
  const stack = useStack();
  // The same provider behind a recorder: shows which calls a refused write made.
  let recorder: Recorder;
  let watched: FastifyInstance;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    recorder = await startRecorder(stack.provider.url, 0);
    watched = await startGateway(recorder.url);
    [admin, student] = await Promise.all([
      signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
      signIn(stack.gateway, batch1[0]!.email, DEV_STUDENT_PASSWORD),
    ]);
  });

  afterAll(async () => {
    await watched?.close();
    await recorder?.close();
  });

  const list = async (token: string) => (await gql(stack.gateway, LIST, {}, token)).data?.announcements as Record<string, any>[];
  const create = async (input: Record<string, unknown>) => {
    const answer = await gql(stack.gateway, CREATE, { input }, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data?.createAnnouncement.announcement as Record<string, any>;
  };

  it("a student's create, update and delete are refused in the spec's words, and nothing changes", async () => {
    const target = await create({ title: 'Stays as it is', content: 'Unchanged' });
    const before = await list(admin);
    recorder.reset();
    expect(onlyError(await gql(watched, CREATE, { input: { title: 'T', content: 'C' } }, student))).toEqual({
      message: 'Creating announcements is not available for students',
      code: 'FORBIDDEN',
    });
    expect(onlyError(await gql(watched, UPDATE, { id: target.id, input: { title: 'Changed', content: 'C' } }, student))).toEqual({
      message: 'Updating announcements is not available for students',
      code: 'FORBIDDEN',
    });
    expect(onlyError(await gql(watched, DELETE, { id: target.id }, student))).toEqual({
      message: 'Deleting announcements is not available for students',
      code: 'FORBIDDEN',
    });
    // Decided from the viewer's profile: no write reached the provider.
    expect(recorder.calls).toEqual(['GET /api/profile', 'GET /api/profile', 'GET /api/profile']);
    expect(onlyError(await gql(stack.gateway, PIN, { id: target.id, pinned: true }, student))).toEqual({
      message: 'You do not have permission to do this.',
      code: 'FORBIDDEN',
    });
    expect(onlyError(await gql(stack.gateway, ACKNOWLEDGEMENTS, { id: target.id }, student))).toEqual({
      message: 'You do not have permission to do this.',
      code: 'FORBIDDEN',
    });
    expect(await list(admin)).toEqual(before);
  });

  it('admin creates one asking for acknowledgement → the student sees it → acknowledges → the admin sees them acknowledged', async () => {
    const created = await gql(
      stack.gateway,
      CREATE,
      {
        input: {
          title: 'Sign the scholar agreement',
          content: 'Please note: read and accept the agreement.',
          batchNo: 1,
          requiresAcknowledgement: true,
        },
      },
      admin,
    );
    expect(created.data?.createAnnouncement).toEqual({
      message: 'Announcement created',
      announcement: {
        id: expect.any(String),
        title: 'Sign the scholar agreement',
        content: 'Please note: read and accept the agreement.',
        batchNo: 1,
        category: 'batch1',
        pinned: false,
        requiresAcknowledgement: true,
        acknowledgedAt: null,
        viewerCanManage: true,
      },
    });
    const id = created.data?.createAnnouncement.announcement.id as string;

    const seen = (await list(student)).find((a) => a.id === id);
    expect(seen).toMatchObject({ requiresAcknowledgement: true, acknowledgedAt: null, viewerCanManage: false });

    const before = (await gql(stack.gateway, ACKNOWLEDGEMENTS, { id }, admin)).data?.announcementAcknowledgements;
    expect(before.acknowledged).toEqual([]);
    expect(before.pending.map((s: { email: string }) => s.email)).toContain(batch1[0]!.email);

    const acknowledged = await gql(stack.gateway, ACKNOWLEDGE, { id }, student);
    expect(acknowledged.errors).toBeUndefined();
    expect(acknowledged.data?.acknowledgeAnnouncement).toMatchObject({
      message: 'Announcement acknowledged',
      announcement: { id, acknowledgedAt: expect.any(String) },
    });
    const at = acknowledged.data?.acknowledgeAnnouncement.announcement.acknowledgedAt;
    expect((await list(student)).find((a) => a.id === id)?.acknowledgedAt).toBe(at);

    const after = (await gql(stack.gateway, ACKNOWLEDGEMENTS, { id }, admin)).data?.announcementAcknowledgements;
    expect(after.acknowledged).toEqual([{ id: expect.any(String), name: batch1[0]!.name, email: batch1[0]!.email, acknowledgedAt: at }]);
    expect(after.pending.map((s: { email: string }) => s.email)).not.toContain(batch1[0]!.email);
  });

  it('admin updates, pins, unpins and deletes', async () => {
    const { id } = await create({ title: 'Draft', content: 'Words', batchNo: 2 });
    const updated = await gql(stack.gateway, UPDATE, { id, input: { title: 'Final', content: 'Better words', batchNo: 0 } }, admin);
    expect(updated.data?.updateAnnouncement).toMatchObject({
      message: 'Announcement updated',
      announcement: { title: 'Final', batchNo: null, category: 'all' },
    });
    expect((await gql(stack.gateway, PIN, { id, pinned: true }, admin)).data?.pinAnnouncement).toMatchObject({
      message: 'Announcement pinned',
      announcement: { pinned: true },
    });
    expect((await gql(stack.gateway, PIN, { id, pinned: false }, admin)).data?.pinAnnouncement).toMatchObject({
      message: 'Announcement unpinned',
      announcement: { pinned: false },
    });
    expect((await gql(stack.gateway, DELETE, { id }, admin)).data?.deleteAnnouncement).toEqual({
      ok: true,
      message: 'Announcement deleted',
    });
    expect((await list(admin)).some((a) => a.id === id)).toBe(false);
  });

  it.each([
    [CREATE, { input: { title: ' ', content: 'C' } }, 'Title is required', 'BAD_USER_INPUT'],
    [UPDATE, { id: NO_SUCH_ID, input: { title: 'T', content: 'C' } }, 'Announcement not found', 'NOT_FOUND'],
    [DELETE, { id: NO_SUCH_ID }, 'Announcement not found', 'NOT_FOUND'],
    [PIN, { id: NO_SUCH_ID, pinned: true }, 'Announcement not found', 'NOT_FOUND'],
    [ACKNOWLEDGEMENTS, { id: NO_SUCH_ID }, 'Announcement not found', 'NOT_FOUND'],
  ])("the provider's reason reaches the admin: %#", async (document, variables, message, code) => {
    expect(onlyError(await gql(stack.gateway, document, variables, admin))).toEqual({ message, code });
  });

  it("a student's acknowledgement of one that asks none, or one for another batch, is refused with the provider's reason", async () => {
    const plain = await create({ title: 'Plain', content: 'C' });
    const other = await create({ title: 'Batch 2', content: 'C', batchNo: 2, requiresAcknowledgement: true });
    expect(onlyError(await gql(stack.gateway, ACKNOWLEDGE, { id: plain.id }, student))).toEqual({
      message: 'This announcement does not ask for an acknowledgement',
      code: 'BAD_USER_INPUT',
    });
    expect(onlyError(await gql(stack.gateway, ACKNOWLEDGE, { id: other.id }, student))).toEqual({
      message: 'Announcement not found',
      code: 'NOT_FOUND',
    });
  });

  it('an expired session ends with the session message', async () => {
    expect(onlyError(await gql(stack.gateway, ACKNOWLEDGE, { id: NO_SUCH_ID }, 'not-a-token'))).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
  });
});
