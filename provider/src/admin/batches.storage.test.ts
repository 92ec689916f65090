import { describe, expect, it } from 'vitest';
import {
  DEMO_COHORT,
  DEMO_PENDING_INVITATIONS,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_INVITED,
  SEED_STUDENTS,
} from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';

type Settings = { currentAcademicYear: string; activeBatches: number[]; updatedAt: string };

describe.each(backends)('the programme’s batches on $name', (backend) => {
  const provider = useProviderOn(backend);
  const asAdmin = async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    return <T>(method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) =>
      call<T>(provider.app, method, `/api/admin/${url}`, { token, body });
  };

  it('are those of the scholars, the invitations and the active batches, each once and in order', async () => {
    const desk = await asAdmin();
    const { body: settings } = await desk<Settings>('GET', 'settings/programme');
    const known = [
      ...SEED_STUDENTS.map((s) => s.batchNo),
      ...DEMO_COHORT.map((s) => s.batchNo),
      ...SEED_INVITED.map((i) => i.batchNo),
      ...DEMO_PENDING_INVITATIONS.map((i) => i.batchNo),
      ...settings.activeBatches,
    ];
    expect(await desk('GET', 'batches')).toEqual({ status: 200, body: { batches: [...new Set(known)].sort((a, b) => a - b) } });
  });

  it('keep a batch that is no longer active while it has invitations', async () => {
    const desk = await asAdmin();
    const { body: before } = await desk<Settings>('GET', 'settings/programme');
    const withFive = await desk<{ data: Settings }>('PUT', 'settings/programme', {
      ...before,
      activeBatches: [...before.activeBatches, 5],
    });
    expect(withFive.status).toBe(200);
    expect((await desk('POST', 'students/invite', { emails: ['batch.five@students.example'], batchNo: 5 })).status).toBe(200);
    // Batch 5 closes to new invitations: its invited scholar still belongs to it.
    const closed = await desk('PUT', 'settings/programme', { ...withFive.body.data, activeBatches: before.activeBatches });
    expect(closed.status).toBe(200);
    expect((await desk<{ batches: number[] }>('GET', 'batches')).body.batches).toContain(5);
  });

  it('are for administrators only', async () => {
    const token = await login(provider.app, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    expect((await call(provider.app, 'GET', '/api/admin/batches', { token })).status).toBe(403);
    expect((await call(provider.app, 'GET', '/api/admin/batches')).status).toBe(401);
  });
});
