// What people typed into the portal, as the provider keeps it: names, e-mails, universities and programmes,
// announcements, officers' reasons and comments, stipend periods (the instalments an officer named), mentors and
// their sessions. A screen shows it as it was written, in whatever language its writer chose, so the language sweep
// leaves it out. Read from the provider's answers, field by field: only fields a person fills in, never a message
// the server words (a stipend's reasons come as { code, message }, and `message` is never typed).
import { adminToken, call } from './provider.js';

/** The fields, at any depth of an answer, whose text a person typed. */
const TYPED_FIELDS = new Set([
  'name',
  'email',
  'actorEmail',
  'senderName',
  'universityName',
  'courseProgrammeName',
  'universityRegistrationId',
  'title',
  'content',
  'reason',
  'officerReason',
  'failureReason',
  'cancelReason',
  'reviewComment',
  'period',
  'stipendInstalments',
  'field',
  'organisation',
  'bio',
  'description',
  'place',
  'link',
  'url',
]);

function typedIn(answer: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(answer)) for (const item of answer) typedIn(item, found);
  else if (answer && typeof answer === 'object') {
    for (const [key, value] of Object.entries(answer)) {
      const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
      if (TYPED_FIELDS.has(key)) for (const text of texts) found.add(text);
      typedIn(value, found);
    }
  }
  return found;
}

type Paged = { items: unknown[]; total: number; pageSize: number };

/** Every page of an admin list. */
async function everyPage(path: string, token: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const answer = await call<Paged>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`, { token });
    items.push(...answer.items);
    if (page * answer.pageSize >= answer.total) return items;
  }
}

/** Everything typed into the portal so far, as an officer can read it. */
export async function typedText(): Promise<Set<string>> {
  const token = await adminToken();
  const runs = (await everyPage('/admin/disbursements', token)) as Array<{ id: string }>;
  const answers = [
    await everyPage('/admin/students', token),
    await everyPage('/admin/invitations', token),
    await everyPage('/admin/admins', token),
    await call('/admin/admins/invitations', { token }),
    await everyPage('/admin/audit', token),
    await call('/admin/settings/programme', { token }),
    await call('/announcements/admin/getAllAnnouncements', { token }),
    await call('/mentorship/mentors', { token }),
    await call('/mentorship/sessions', { token }),
    await call('/mentorship/resources', { token }),
    ...(await Promise.all(runs.map((run) => call(`/admin/disbursements/${run.id}`, { token })))),
  ];
  return typedIn(answers, new Set());
}
