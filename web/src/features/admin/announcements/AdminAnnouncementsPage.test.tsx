/** @vitest-environment happy-dom */
// The administrator's announcements page as the route loads it: loading, empty, failure with the gateway's
// message and a retry (docs/behaviour.md §8's context message as its title), and the list. Deleting one takes it out of
// the cache, so it leaves the list without the list being read again; creating one reads the list again,
// since where it goes (pinned first, then newest) is the gateway's order.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreateAnnouncementDocument, DeleteAnnouncementDocument, PinAnnouncementDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { adminAnnouncementsRoute } from './admin-announcements-route';
import { AdminAnnouncementsPage } from './AdminAnnouncementsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const request = { query: adminAnnouncementsRoute.query };
const path = '/admin/announcements';

const announcement = (id: string, title: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'Announcement' as const,
  id,
  title,
  content: `${title}: the details.`,
  senderName: 'Programme Office',
  createdAt: '2025-03-01T09:30:00.000Z',
  batchNo: 0,
  priority: 'low' as const,
  pinned: false,
  requiresAcknowledgement: false,
  ...changes,
});
const orientation = announcement('an-1', 'Orientation week', { pinned: true, batchNo: 2, priority: 'high' });
const stipends = announcement('an-2', 'Stipend dates for semester two');

// The programme's batches come with the list (Query.programmeBatches): a batch 3 as well as 1 and 2.
const BATCHES = [1, 2, 3];

const listed = (...announcements: ReturnType<typeof announcement>[]): MockedOperation => ({
  request,
  result: { data: { __typename: 'Query', announcements, programmeBatches: BATCHES } },
});

/** Answers a second reading of the list and records that there was one: for what must not read it again. */
function listTripwire(...announcements: ReturnType<typeof announcement>[]) {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = {
    request: { ...request, variables: asked },
    result: { data: { __typename: 'Query', announcements, programmeBatches: BATCHES } },
  };
  return { asked, mock };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Announcements' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('AdminAnnouncementsPage', () => {
  it('says it is loading while the answer has not arrived', async () => {
    renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [{ ...listed(orientation), delay: Infinity }],
      path,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading announcements...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists every announcement with its badges and actions', async () => {
    renderPage(AdminAnnouncementsPage, { loader: adminAnnouncementsRoute.loader, mocks: [listed(orientation, stipends)], path });
    await screen.findByRole('list', { name: 'Announcements' });
    expect(titles()).toEqual(['Orientation week', 'Stipend dates for semester two']);
    const first = screen.getByRole('listitem', { name: 'Orientation week' });
    expect(within(first).getByText('Pinned')).toBeTruthy();
    expect(within(first).getByText('High')).toBeTruthy();
    expect(within(first).getByText('Batch 2')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Unpin: Orientation week' })).toBeTruthy();
    const second = screen.getByRole('listitem', { name: 'Stipend dates for semester two' });
    expect(within(second).queryByText('Pinned')).toBeNull();
    expect(within(second).getByText('All batches')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Pin: Stipend dates for semester two' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Delete: Stipend dates for semester two' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeTruthy();
  });

  it('shows the empty face when there are none', async () => {
    renderPage(AdminAnnouncementsPage, { loader: adminAnnouncementsRoute.loader, mocks: [listed()], path });
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
    expect(screen.getByText('Write the first one with “New announcement”.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the gateway’s message on a failure, and Try again shows the list', async () => {
    const failure = {
      errors: [{ message: 'The announcements service is down for maintenance.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    };
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [{ request, result: failure }, listed(orientation)],
      path,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load announcements at this time. Please try again later.');
    expect(alert.textContent).toContain('The announcements service is down for maintenance.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Announcements' });
    expect(titles()).toEqual(['Orientation week']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the announcements failed to load when the failure carries no message', async () => {
    renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }],
      path,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch announcements. Please try again.');
  });

  it('deletes an announcement after asking, and it leaves the list without the list being read again', async () => {
    const { asked, mock } = listTripwire(orientation);
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(orientation, stipends),
        {
          request: { query: DeleteAnnouncementDocument, variables: { id: 'an-2' } },
          result: {
            data: { __typename: 'Mutation', deleteAnnouncement: { __typename: 'ActionResult', ok: true, message: 'Announcement deleted' } },
          },
        },
        mock,
      ],
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete: Stipend dates for semester two' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this announcement?' });
    expect(dialog.textContent).toContain('“Stipend dates for semester two” will be removed for every scholar, with its acknowledgements.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    expect((await screen.findByRole('status')).textContent).toBe('Announcement deleted');
    expect(titles()).toEqual(['Orientation week']);
    expect(asked).not.toHaveBeenCalled();
  });

  it('says what the last action did in one toast: a deletion’s words replace a row’s pinning words', async () => {
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(orientation, stipends),
        {
          request: { query: PinAnnouncementDocument, variables: { id: 'an-2', pinned: true } },
          result: {
            data: {
              pinAnnouncement: {
                __typename: 'AnnouncementChange',
                message: 'Announcement pinned',
                announcement: { __typename: 'Announcement', id: 'an-2', pinned: true },
              },
            },
          },
        },
        {
          request: { query: DeleteAnnouncementDocument, variables: { id: 'an-1' } },
          result: { data: { deleteAnnouncement: { __typename: 'ActionResult', ok: true, message: 'Announcement deleted' } } },
        },
      ],
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Pin: Stipend dates for semester two' }));
    expect((await screen.findByRole('status')).textContent).toBe('Announcement pinned');
    await user.click(screen.getByRole('button', { name: 'Delete: Orientation week' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete announcement' }));
    await screen.findByText('Announcement deleted');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Announcement deleted']);
  });

  it('keeps an announcement whose deletion is refused, with the gateway’s reason in its row', async () => {
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(orientation, stipends),
        {
          request: { query: DeleteAnnouncementDocument, variables: { id: 'an-2' } },
          result: { errors: [{ message: 'Announcement not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete: Stipend dates for semester two' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    const row = screen.getByRole('listitem', { name: 'Stipend dates for semester two' });
    expect((await within(row).findByRole('alert')).textContent).toBe('Announcement not found');
    expect(titles()).toEqual(['Orientation week', 'Stipend dates for semester two']);
  });

  it('publishes a new announcement, then shows the list as read again', async () => {
    const input = {
      title: 'Mentorship fair',
      content: 'Meet the mentors on Friday.',
      batchNo: 0,
      pinned: false,
      requiresAcknowledgement: false,
    };
    const fair = announcement('an-3', 'Mentorship fair', { content: input.content });
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(orientation, stipends),
        {
          request: { query: CreateAnnouncementDocument, variables: { input } },
          result: {
            data: {
              __typename: 'Mutation',
              createAnnouncement: {
                __typename: 'AnnouncementChange',
                message: 'Announcement created',
                announcement: { __typename: 'Announcement', id: 'an-3' },
              },
            },
          },
        },
        listed(orientation, fair, stipends),
      ],
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('region', { name: 'New announcement' });
    await user.type(within(form).getByLabelText('Title'), '  Mentorship fair ');
    await user.type(within(form).getByLabelText('Content'), 'Meet the mentors on Friday.');
    await user.click(within(form).getByRole('button', { name: 'Publish announcement' }));
    expect((await screen.findByRole('status')).textContent).toBe('Announcement created');
    expect(titles()).toEqual(['Orientation week', 'Mentorship fair', 'Stipend dates for semester two']);
    expect(screen.queryByRole('region', { name: 'New announcement' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New announcement' })).toBeTruthy();
  });

  it('keeps the new announcement’s form open with the gateway’s reason when it is refused', async () => {
    const input = {
      title: 'Mentorship fair',
      content: 'Meet the mentors on Friday.',
      batchNo: 0,
      pinned: false,
      requiresAcknowledgement: false,
    };
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(stipends),
        {
          request: { query: CreateAnnouncementDocument, variables: { input } },
          result: { errors: [{ message: 'Only administrators can publish announcements', extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
      path,
    });
    await user.click(await screen.findByRole('button', { name: 'New announcement' }));
    const form = screen.getByRole('region', { name: 'New announcement' });
    await user.type(within(form).getByLabelText('Title'), 'Mentorship fair');
    await user.type(within(form).getByLabelText('Content'), 'Meet the mentors on Friday.');
    await user.click(within(form).getByRole('button', { name: 'Publish announcement' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Only administrators can publish announcements');
    expect(within(form).getByLabelText('Title')).toHaveProperty('value', 'Mentorship fair');
    expect(titles()).toEqual(['Stipend dates for semester two']);
  });
});

describe('AdminAnnouncementsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const sw = { locale: 'sw' as const };
  const titlesSw = () =>
    within(screen.getByRole('list', { name: 'Matangazo' }))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);

  it('says it is loading in Kiswahili', async () => {
    renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [{ ...listed(orientation), delay: Infinity }],
      path,
      i18n: sw,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Inapakia matangazo...');
  });

  it('lists the announcements with their priority, audience and pinned badges and the actions in Kiswahili', async () => {
    const withAcknowledgement = announcement('an-2', 'Stipend dates for semester two', { requiresAcknowledgement: true });
    renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [listed(orientation, withAcknowledgement)],
      path,
      i18n: sw,
    });
    await screen.findByRole('list', { name: 'Matangazo' });
    expect(screen.getByRole('heading', { name: 'Matangazo yote' })).toBeTruthy();
    expect(screen.getByText('Mapya zaidi kwanza. Wanafunzi huona matangazo ya kundi lao na yale ya makundi yote.')).toBeTruthy();
    expect(titlesSw()).toEqual(['Orientation week', 'Stipend dates for semester two']);
    const first = within(screen.getByRole('listitem', { name: 'Orientation week' }));
    expect(first.getByText('Imebandikwa')).toBeTruthy();
    expect(first.getByText('Juu')).toBeTruthy();
    expect(first.getByText('Kundi 2')).toBeTruthy();
    expect(first.getByText('Programme Office · 01/03/2025')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Ondoa juu: Orientation week' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Hariri: Orientation week' })).toBeTruthy();
    const second = within(screen.getByRole('listitem', { name: 'Stipend dates for semester two' }));
    expect(second.getByText('Chini')).toBeTruthy();
    expect(second.getByText('Makundi yote')).toBeTruthy();
    expect(second.getByText('Inahitaji uthibitisho wa kupokea')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Bandika juu: Stipend dates for semester two' })).toBeTruthy();
    expect(second.getByRole('button', { name: 'Uthibitisho wa kupokea: Stipend dates for semester two' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tangazo jipya' })).toBeTruthy();
  });

  it('shows the empty face in Kiswahili', async () => {
    renderPage(AdminAnnouncementsPage, { loader: adminAnnouncementsRoute.loader, mocks: [listed()], path, i18n: sw });
    expect(await screen.findByText('Bado hakuna matangazo')).toBeTruthy();
    expect(screen.getByText('Andika la kwanza kwa “Tangazo jipya”.')).toBeTruthy();
  });

  it('says the announcements are unavailable in Kiswahili when the failure carries no message', async () => {
    renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }],
      path,
      i18n: sw,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Matangazo hayapatikani kwa sasa. Tafadhali jaribu tena baadaye.');
    expect(alert.textContent).toContain('Imeshindikana kupata matangazo. Tafadhali jaribu tena.');
  });

  it('asks in Kiswahili before deleting, and says the gateway’s answer in Kiswahili', async () => {
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(orientation, stipends),
        {
          request: { query: DeleteAnnouncementDocument, variables: { id: 'an-2' } },
          result: {
            data: { __typename: 'Mutation', deleteAnnouncement: { __typename: 'ActionResult', ok: true, message: 'Announcement deleted' } },
          },
        },
      ],
      path,
      i18n: sw,
    });
    await user.click(await screen.findByRole('button', { name: 'Futa: Stipend dates for semester two' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Futa tangazo hili?' });
    expect(dialog.textContent).toContain(
      'Tangazo “Stipend dates for semester two” litaondolewa kwa kila mwanafunzi, pamoja na uthibitisho wake wa kupokea.',
    );
    expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Futa tangazo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Tangazo limefutwa');
    expect(titlesSw()).toEqual(['Orientation week']);
  });

  it('says in Kiswahili that an announcement removed meanwhile is gone, and keeps its row', async () => {
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(orientation, stipends),
        {
          request: { query: DeleteAnnouncementDocument, variables: { id: 'an-2' } },
          result: { errors: [{ message: 'Announcement not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
      path,
      i18n: sw,
    });
    await user.click(await screen.findByRole('button', { name: 'Futa: Stipend dates for semester two' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Futa tangazo' }));
    const row = screen.getByRole('listitem', { name: 'Stipend dates for semester two' });
    expect((await within(row).findByRole('alert')).textContent).toBe('Tangazo hili halipo tena');
    expect(titlesSw()).toEqual(['Orientation week', 'Stipend dates for semester two']);
  });

  it('writes a new announcement in Kiswahili: its form, a validation message, and the gateway’s answer', async () => {
    const input = {
      title: 'Mentorship fair',
      content: 'Meet the mentors on Friday.',
      batchNo: 0,
      pinned: false,
      requiresAcknowledgement: false,
    };
    const fair = announcement('an-3', 'Mentorship fair', { content: input.content });
    const { user } = renderPage(AdminAnnouncementsPage, {
      loader: adminAnnouncementsRoute.loader,
      mocks: [
        listed(stipends),
        {
          request: { query: CreateAnnouncementDocument, variables: { input } },
          result: {
            data: {
              __typename: 'Mutation',
              createAnnouncement: {
                __typename: 'AnnouncementChange',
                message: 'Announcement created',
                announcement: { __typename: 'Announcement', id: 'an-3' },
              },
            },
          },
        },
        listed(fair, stipends),
      ],
      path,
      i18n: sw,
    });
    await user.click(await screen.findByRole('button', { name: 'Tangazo jipya' }));
    const form = within(screen.getByRole('region', { name: 'Tangazo jipya' }));
    expect(form.getByText('Hutumwa kwa kundi ulilochagua, au kwa makundi yote.')).toBeTruthy();
    await user.type(form.getByLabelText('Maandishi'), input.content);
    await user.click(form.getByRole('button', { name: 'Tuma tangazo' }));
    expect((await form.findByRole('alert')).textContent).toBe('Kichwa kinahitajika');
    await user.type(form.getByLabelText('Kichwa'), input.title);
    await user.click(form.getByRole('button', { name: 'Tuma tangazo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Tangazo limetumwa');
    expect(titlesSw()).toEqual(['Mentorship fair', 'Stipend dates for semester two']);
  });
});
