/** @vitest-environment happy-dom */
// One announcement in the administrator's list, fed from the cache as the list feeds it: what it shows,
// pinning and unpinning, and editing. Each answer carries the announcement as it now is, so the row follows
// it; what is sent is the announcement's id with the new state or the whole edited draft.
import { useFragment } from '@apollo/client/react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/gql';
import {
  AnnouncementAcknowledgementsDocument,
  DeleteAnnouncementDocument,
  PinAnnouncementDocument,
  UpdateAnnouncementDocument,
  type AnnouncementPriority,
} from '@/gql/graphql';
import { formatDay } from '@/shared/i18n/dates';
import { DEFAULT_PREFERENCES } from '@/shared/i18n/display-preferences';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { AdminAnnouncementRow, AdminAnnouncementRow_AnnouncementFragment } from './AdminAnnouncementRow';

afterEach(cleanup);

const saved = {
  __typename: 'Announcement' as const,
  id: 'an-2',
  title: 'Stipend dates for semester two',
  content: 'Stipends are paid on the 5th of each month.',
  senderName: 'Programme Office',
  createdAt: '2025-03-01T09:30:00.000Z',
  batchNo: 0,
  priority: 'medium' as AnnouncementPriority,
  pinned: false,
  requiresAcknowledgement: false,
};
type Saved = typeof saved;

/** The row fed from the cache, as the list feeds it. */
function CachedRow() {
  const { data, complete } = useFragment({ fragment: AdminAnnouncementRow_AnnouncementFragment, from: 'Announcement:an-2' });
  return complete ? (
    <ul>
      <AdminAnnouncementRow announcement={makeFragmentData(data, AdminAnnouncementRow_AnnouncementFragment)} batches={[1, 2]} />
    </ul>
  ) : null;
}

async function renderRow(mocks: readonly MockedOperation[], announcement: Saved = saved) {
  const rendered = renderWithApollo(<CachedRow />, { mocks });
  act(() => {
    rendered.cache.writeFragment({ id: 'Announcement:an-2', fragment: AdminAnnouncementRow_AnnouncementFragment, data: announcement });
  });
  await screen.findByRole('heading', { name: announcement.title });
  return rendered;
}

function pinned(to: boolean, message: string): MockedOperation {
  return {
    request: { query: PinAnnouncementDocument, variables: { id: 'an-2', pinned: to } },
    result: {
      data: {
        __typename: 'Mutation',
        pinAnnouncement: {
          __typename: 'AnnouncementChange',
          message,
          announcement: { __typename: 'Announcement', id: 'an-2', pinned: to },
        },
      },
    },
  };
}

type Draft = { title: string; content: string; batchNo: number; pinned: boolean; requiresAcknowledgement: boolean };

function updated(input: Draft, answer: Saved): MockedOperation {
  return {
    request: { query: UpdateAnnouncementDocument, variables: { id: 'an-2', input } },
    result: {
      data: {
        __typename: 'Mutation',
        updateAnnouncement: { __typename: 'AnnouncementChange', message: 'Announcement updated', announcement: answer },
      },
    },
  };
}

const row = () => screen.getByRole('listitem', { name: saved.title });
const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });

describe('AdminAnnouncementRow', () => {
  it('shows the announcement with its priority, batch, sender and date, and the actions', async () => {
    await renderRow([], { ...saved, batchNo: 2, requiresAcknowledgement: true });
    const item = within(row());
    expect(item.getByText('Medium')).toBeTruthy();
    expect(item.getByText('Batch 2')).toBeTruthy();
    expect(item.getByText('Requires acknowledgement')).toBeTruthy();
    expect(item.queryByText('Pinned')).toBeNull();
    expect(item.getByText(`Programme Office · ${formatDay(saved.createdAt, DEFAULT_PREFERENCES)}`)).toBeTruthy();
    expect(item.getByText(saved.content)).toBeTruthy();
    for (const name of ['Edit', 'Pin', 'Acknowledgements', 'Delete']) {
      expect(item.getByRole('button', { name: `${name}: ${saved.title}` })).toBeTruthy();
    }
  });

  it('pins an unpinned announcement: sends its id and true, says what the gateway said, and shows it pinned', async () => {
    const { user, cache } = await renderRow([pinned(true, 'Announcement pinned')]);
    await user.click(screen.getByRole('button', { name: `Pin: ${saved.title}` }));
    expect((await screen.findByRole('status')).textContent).toBe('Announcement pinned');
    // The row follows the cache, which the answer updates apart from the status line.
    expect(await within(row()).findByText('Pinned')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Unpin: ${saved.title}` })).toBeTruthy();
    expect(cache.readFragment({ id: 'Announcement:an-2', fragment: AdminAnnouncementRow_AnnouncementFragment })?.pinned).toBe(true);
  });

  it('unpins a pinned announcement: sends false, and the Pinned badge goes', async () => {
    const { user } = await renderRow([pinned(false, 'Announcement unpinned')], { ...saved, pinned: true });
    expect(within(row()).getByText('Pinned')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Unpin: ${saved.title}` }));
    expect((await screen.findByRole('status')).textContent).toBe('Announcement unpinned');
    await waitFor(() => expect(within(row()).queryByText('Pinned')).toBeNull());
    expect(screen.getByRole('button', { name: `Pin: ${saved.title}` })).toBeTruthy();
  });

  it('shows the gateway’s reason when pinning is refused, and leaves the row as it was', async () => {
    const { user } = await renderRow([
      { request: { query: PinAnnouncementDocument, variables: { id: 'an-2', pinned: true } }, result: refusal('Announcement not found') },
    ]);
    await user.click(screen.getByRole('button', { name: `Pin: ${saved.title}` }));
    expect((await within(row()).findByRole('alert')).textContent).toBe('Announcement not found');
    expect(within(row()).queryByText('Pinned')).toBeNull();
  });

  it('says pinning failed when the failure carries no message', async () => {
    const { user } = await renderRow([
      {
        request: { query: PinAnnouncementDocument, variables: { id: 'an-2', pinned: true } },
        error: new Error('Response not successful: Received status code 502'),
      },
    ]);
    await user.click(screen.getByRole('button', { name: `Pin: ${saved.title}` }));
    expect((await within(row()).findByRole('alert')).textContent).toBe('Failed to pin announcement');
  });

  it('edits from the saved values: sends the whole draft, trimmed, and shows the answer', async () => {
    const input = {
      title: 'Stipend dates for semester two (revised)',
      content: saved.content,
      batchNo: 1,
      pinned: false,
      requiresAcknowledgement: true,
    };
    const { user } = await renderRow([updated(input, { ...saved, ...input, priority: 'high' })], { ...saved, batchNo: 3 });
    await user.click(screen.getByRole('button', { name: `Edit: ${saved.title}` }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveProperty('value', saved.title);
    expect(screen.getByLabelText('Content')).toHaveProperty('value', saved.content);
    expect(screen.getByLabelText<HTMLSelectElement>('Batch').selectedOptions[0]?.textContent).toBe('Batch 3');
    expect(screen.getByRole('checkbox', { name: /^Pinned/ })).toHaveProperty('checked', false);
    await user.clear(title);
    await user.type(title, ' Stipend dates for semester two (revised) ');
    await user.selectOptions(screen.getByLabelText('Batch'), 'Batch 1');
    await user.click(screen.getByRole('checkbox', { name: /^Requires acknowledgement/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const item = await screen.findByRole('listitem', { name: input.title });
    expect(screen.getByRole('status').textContent).toBe('Announcement updated');
    expect(within(item).getByText('Batch 1')).toBeTruthy();
    expect(within(item).getByText('High')).toBeTruthy();
    expect(within(item).getByText('Requires acknowledgement')).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('keeps the form open with the gateway’s reason when an edit is refused', async () => {
    const input = { title: 'Stipends', content: saved.content, batchNo: 0, pinned: false, requiresAcknowledgement: false };
    const { user } = await renderRow([
      {
        request: { query: UpdateAnnouncementDocument, variables: { id: 'an-2', input } },
        result: refusal('Failed to update announcement'),
      },
    ]);
    await user.click(screen.getByRole('button', { name: `Edit: ${saved.title}` }));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Stipends');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update announcement');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Stipends');
    expect(screen.queryByRole('heading', { name: 'Stipends' })).toBeNull();
  });

  it('puts the row back unchanged when an edit is cancelled, sending nothing', async () => {
    const asked = vi.fn(() => true);
    const { user } = await renderRow([
      { request: { query: UpdateAnnouncementDocument, variables: asked }, result: refusal('should not be asked') },
    ]);
    await user.click(screen.getByRole('button', { name: `Edit: ${saved.title}` }));
    await user.type(screen.getByLabelText('Title'), ' draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: saved.title })).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('deletes only after the question is answered, and says what the gateway said', async () => {
    const { user } = await renderRow([
      {
        request: { query: DeleteAnnouncementDocument, variables: { id: 'an-2' } },
        result: {
          data: { __typename: 'Mutation', deleteAnnouncement: { __typename: 'ActionResult', ok: true, message: 'Announcement deleted' } },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: `Delete: ${saved.title}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: saved.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Delete: ${saved.title}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete announcement' }));
    expect((await screen.findByRole('status')).textContent).toBe('Announcement deleted');
    await waitFor(() => expect(screen.queryByRole('heading', { name: saved.title })).toBeNull());
  });

  it('opens and closes who has acknowledged it, read afresh each time it opens', async () => {
    const acknowledgements = (acknowledged: number): MockedOperation => ({
      request: { query: AnnouncementAcknowledgementsDocument, variables: { id: 'an-2' } },
      result: {
        data: {
          __typename: 'Query',
          announcementAcknowledgements: {
            __typename: 'AnnouncementAcknowledgements',
            acknowledged: acknowledged
              ? [
                  {
                    __typename: 'AnnouncementReader',
                    id: 'u-1',
                    name: 'Amina Juma',
                    email: 'amina@students.example',
                    acknowledgedAt: '2025-03-02T08:00:00.000Z',
                  },
                ]
              : [],
            pending: acknowledged
              ? []
              : [{ __typename: 'AnnouncementReader', id: 'u-1', name: 'Amina Juma', email: 'amina@students.example' }],
          },
        },
      },
    });
    const { user } = await renderRow([acknowledgements(0), acknowledgements(1)], { ...saved, requiresAcknowledgement: true });
    const toggle = screen.getByRole('button', { name: `Acknowledgements: ${saved.title}` });
    const panel = () => screen.queryByRole('region', { name: `Acknowledgements of ${saved.title}` });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('0 of 1 scholars acknowledged')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();
    await user.click(toggle);
    expect(await screen.findByText('1 of 1 scholars acknowledged')).toBeTruthy();
    expect(panel()).toBeTruthy();
  });

  it('offers no acknowledgements for one that does not ask for them', async () => {
    await renderRow([]);
    expect(screen.queryByRole('button', { name: `Acknowledgements: ${saved.title}` })).toBeNull();
    expect(within(row()).queryByText('Requires acknowledgement')).toBeNull();
  });
});
