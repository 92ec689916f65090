import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';
import { AUDIT_ENTITIES } from './audit-log.js';

// Every officer's change is in the audit log with who, what and the record before and after: the
// announcements' and mentorship's admin calls here (the desk's own calls are tested in admin/).
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await startProvider();
  token = await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
});
afterAll(() => app?.close());

type Entry = {
  action: string;
  actorEmail: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const as = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call<T>(app, method, `/api${url}`, { token, body });
const trail = async (entity: string, id: string) =>
  (await call<{ items: Entry[] }>(app, 'GET', `/api/admin/audit?entity=${entity}&entityId=${id}`, { token })).body.items.map((entry) => ({
    action: entry.action,
    actor: entry.actorEmail,
    before: entry.before,
    after: entry.after,
  }));

describe('the audit log of announcements and mentorship', () => {
  it('names every kind of record it keeps, and refuses a filter by another', async () => {
    const refused = await call<{ message: string }>(app, 'GET', '/api/admin/audit?entity=lunch', { token });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`entity must be one of ${AUDIT_ENTITIES.join(', ')}`);
  });

  it('keeps an announcement created, changed, pinned and deleted', async () => {
    const created = await as<{ data: { announcementId: string } }>('POST', '/announcements/admin/create', {
      title: 'Stipends',
      content: 'Paid on Friday',
    });
    const id = created.body.data.announcementId;
    expect((await as('PUT', `/announcements/admin/update/${id}`, { title: 'Stipends moved' })).status).toBe(200);
    expect((await as('PUT', `/announcements/admin/pin/${id}`, { pinned: true })).status).toBe(200);
    expect((await as('DELETE', `/announcements/admin/delete/${id}`)).status).toBe(200);
    expect(await trail('announcement', id)).toEqual([
      {
        action: 'announcement.deleted',
        actor: DEV_ADMIN_EMAIL,
        before: expect.objectContaining({ title: 'Stipends moved', pinned: true }),
        after: null,
      },
      {
        action: 'announcement.pinned',
        actor: DEV_ADMIN_EMAIL,
        before: expect.objectContaining({ pinned: false }),
        after: expect.objectContaining({ pinned: true }),
      },
      {
        action: 'announcement.updated',
        actor: DEV_ADMIN_EMAIL,
        before: expect.objectContaining({ title: 'Stipends' }),
        after: expect.objectContaining({ title: 'Stipends moved' }),
      },
      { action: 'announcement.created', actor: DEV_ADMIN_EMAIL, before: null, after: expect.objectContaining({ title: 'Stipends' }) },
    ]);
  });

  it('keeps a mentor and a resource created, changed and deleted', async () => {
    const mentor = await as<{ id: string }>('POST', '/mentorship/mentors', {
      name: 'Asha Said',
      field: 'Law',
      organisation: 'Legal Aid Centre',
    });
    expect(
      (await as('PUT', `/mentorship/mentors/${mentor.body.id}`, { name: 'Asha Said', field: 'Tax law', organisation: 'Legal Aid Centre' }))
        .status,
    ).toBe(200);
    expect((await as('DELETE', `/mentorship/mentors/${mentor.body.id}`)).status).toBe(200);
    expect(
      (await trail('mentor', mentor.body.id)).map(({ action, before, after }) => [action, before?.field ?? null, after?.field ?? null]),
    ).toEqual([
      ['mentor.deleted', 'Tax law', null],
      ['mentor.updated', 'Law', 'Tax law'],
      ['mentor.created', null, 'Law'],
    ]);

    const resource = await as<{ id: string }>('POST', '/mentorship/resources', {
      title: 'CV guide',
      kind: 'ARTICLE',
      url: 'https://example.org/cv',
    });
    expect((await as('DELETE', `/mentorship/resources/${resource.body.id}`)).status).toBe(200);
    expect((await trail('mentorship_resource', resource.body.id)).map((entry) => entry.action)).toEqual([
      'mentorship_resource.deleted',
      'mentorship_resource.created',
    ]);
  });
});
