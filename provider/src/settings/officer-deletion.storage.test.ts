import { describe, expect, it } from 'vitest';
import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login, mailsTo } from '../testing/http.js';
import { OFFICER_DELETED_MAIL } from './mail-words.js';
import { SETTINGS_MESSAGES } from './messages.js';

type Officer = { id: string; name: string } | null;
type Run = { status: string; createdBy: Officer; approvedBy: Officer };

describe.each(backends)("an officer's own account deletion on $name", (backend) => {
  const provider = useProviderOn(backend);
  const runs = async (token: string) =>
    (await call<{ items: Run[] }>(provider.app, 'GET', '/api/admin/disbursements?status=PAID', { token })).body.items;

  it('keeps their name on the runs they signed, is audited and told to those who remain; the last one cannot leave', async () => {
    const admin = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const officer = await login(provider.app, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
    const [paid] = await runs(admin);
    expect(paid?.approvedBy?.name).toBe(DEMO_OFFICER.name);

    expect(
      await call(provider.app, 'POST', '/api/settings/account/delete', {
        token: officer,
        body: { password: DEV_ADMIN_PASSWORD, reason: 'Leaving' },
      }),
    ).toEqual({ status: 200, body: { message: SETTINGS_MESSAGES.accountDeleted } });
    const [after] = await runs(admin);
    expect(after?.approvedBy).toEqual(paid?.approvedBy);

    const audit = await call<{ items: { action: string; actorEmail: string; entityId: string }[] }>(
      provider.app,
      'GET',
      '/api/admin/audit?action=account.deleted',
      { token: admin },
    );
    expect(audit.body.items).toEqual([expect.objectContaining({ actorEmail: DEMO_OFFICER.email, entityId: paid!.approvedBy!.id })]);
    expect((await mailsTo(provider.app, DEV_ADMIN_EMAIL))[0]).toMatchObject(
      OFFICER_DELETED_MAIL.en({ name: DEMO_OFFICER.name, email: DEMO_OFFICER.email }),
    );

    // The one left is the last active administrator: refused, and still able to act.
    expect(
      await call(provider.app, 'POST', '/api/settings/account/delete', {
        token: admin,
        body: { password: DEV_ADMIN_PASSWORD, reason: '' },
      }),
    ).toEqual({ status: 409, body: { message: SETTINGS_MESSAGES.lastAdministrator } });
    expect((await call(provider.app, 'GET', '/api/admin/admins', { token: admin })).status).toBe(200);
    expect(
      (await call<{ items: unknown[] }>(provider.app, 'GET', '/api/admin/audit?action=account.deleted', { token: admin })).body.items,
    ).toHaveLength(1);
  });
});
