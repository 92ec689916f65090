// A new programme officer made the way the administrators screen makes one (admin-officers.spec.ts walks the screen):
// the seeded administrator invites, the demo officer confirms, the invitee signs up.
import { demoOfficer, type Account } from './accounts.js';
import { adminToken, call, signUpInvitedOfficer, studentToken } from './provider.js';

export async function newOfficer(account: Account): Promise<void> {
  const invited = await call<{ data: { id: string } }>('/admin/admins/invite', {
    body: { email: account.email, name: account.name },
    token: await adminToken(),
  });
  const confirmer = await studentToken(demoOfficer.email, demoOfficer.password);
  await call(`/admin/admins/invitations/${invited.data.id}/confirm`, { method: 'POST', token: confirmer });
  await signUpInvitedOfficer(account.email, account.password);
}

/** Switches an administrator off or on again, as another administrator does on the administrators screen. */
export async function setOfficerActive(email: string, active: boolean): Promise<void> {
  const token = await adminToken();
  const { items } = await call<{ items: Array<{ id: string; email: string }> }>('/admin/admins?pageSize=100', { token });
  const officer = items.find((item) => item.email === email);
  if (!officer) throw new Error(`No administrator ${email}`);
  await call(`/admin/admins/${officer.id}/active`, { method: 'PUT', body: { active }, token });
}
