import { describe, expect, it } from 'vitest';
import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login, mailsTo, saveLanguage } from '../testing/http.js';
import { PROGRAMME_SETTINGS_MAIL } from './mail-words.js';
import type { SettingChange } from './programme-settings-rules.js';

type Settings = {
  currentAcademicYear: string;
  activeBatches: number[];
  stipendAmountTzs: number;
  stipendInstalments: string[];
  maxStipendsPerYear: number;
  updatedAt: string;
};

describe.each(backends)('programme settings notices on $name', (backend) => {
  const provider = useProviderOn(backend);

  it('e-mails every active administrator each change of the stipend, its periods or the batches, before and after, in their language', async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const officer = await login(provider.app, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    await saveLanguage(provider.app, officer, 'sw');
    const settings = (path: 'GET' | 'PUT', body?: unknown) =>
      call<Settings>(provider.app, path, '/api/admin/settings/programme', { token, body });
    const before = (await settings('GET')).body;
    const count = async (email: string) => (await mailsTo(provider.app, email)).length;
    const sent = { admin: await count(DEV_ADMIN_EMAIL), officer: await count(DEMO_OFFICER.email) };

    // Saved unchanged: nobody is told anything.
    expect((await settings('PUT', before)).status).toBe(200);
    expect([await count(DEV_ADMIN_EMAIL), await count(DEMO_OFFICER.email)]).toEqual([sent.admin, sent.officer]);

    const after = {
      ...before,
      activeBatches: [...before.activeBatches, 7],
      stipendAmountTzs: 4_500_000,
      stipendInstalments: ['Semester 1', 'Semester 2', 'Top-up'],
      maxStipendsPerYear: 3,
    };
    const saved = await settings('PUT', after);
    expect(saved.body).toMatchObject({ data: { stipendInstalments: after.stipendInstalments, maxStipendsPerYear: 3 } });
    const changes: SettingChange[] = [
      { setting: 'stipendAmountTzs', before: before.stipendAmountTzs, after: 4_500_000 },
      { setting: 'maxStipendsPerYear', before: 2, after: 3 },
      { setting: 'stipendInstalments', before: ['Semester 1', 'Semester 2'], after: after.stipendInstalments },
      { setting: 'activeBatches', before: before.activeBatches, after: after.activeBatches },
    ];
    const actor = { name: 'Programme Administrator', email: DEV_ADMIN_EMAIL };
    const english = PROGRAMME_SETTINGS_MAIL.en(actor, changes);
    expect(english.text).toContain(`- Stipend per scholar: TZS ${before.stipendAmountTzs.toLocaleString('en-US')} → TZS 4,500,000`);
    expect(english.text).toContain('- Instalments of an academic year: Semester 1, Semester 2 → Semester 1, Semester 2, Top-up');
    expect(english.text).toContain('- Stipends per scholar in an academic year, at most: 2 → 3');
    expect((await mailsTo(provider.app, DEV_ADMIN_EMAIL))[0]).toMatchObject(english);
    expect((await mailsTo(provider.app, DEMO_OFFICER.email))[0]).toMatchObject(PROGRAMME_SETTINGS_MAIL.sw(actor, changes));
    expect([await count(DEV_ADMIN_EMAIL), await count(DEMO_OFFICER.email)]).toEqual([sent.admin + 1, sent.officer + 1]);

    // A deactivated officer is no longer told.
    const officerId = (
      await call<{ items: { id: string; email: string }[] }>(provider.app, 'GET', '/api/admin/admins', { token })
    ).body.items.find((row) => row.email === DEMO_OFFICER.email)!.id;
    expect((await call(provider.app, 'PUT', `/api/admin/admins/${officerId}/active`, { token, body: { active: false } })).status).toBe(200);
    const officerCount = await count(DEMO_OFFICER.email);
    expect((await settings('PUT', { ...before, expectedUpdatedAt: undefined })).status).toBe(200);
    expect(await count(DEMO_OFFICER.email)).toBe(officerCount);
    expect((await mailsTo(provider.app, DEV_ADMIN_EMAIL))[0]?.subject).toBe(english.subject);
  });
});
