/** @vitest-environment happy-dom */
// The administrator's announcement form as they use it, for a new announcement and an existing one: what
// it refuses with the provider's own words, and the draft it hands on (sending it is the caller's).
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { TestI18n } from '@/shared/testing/test-i18n';
import { AnnouncementForm } from './AnnouncementForm';
import { EMPTY_DRAFT, type AnnouncementDraft } from './announcement-form-rules';

afterEach(cleanup);

// The programme's batches as the page hands them on (Query.programmeBatches): not 1 and 2 only.
const BATCHES = [1, 2, 4, 5];

function renderForm(initial: AnnouncementDraft = EMPTY_DRAFT, busy = false) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <TestI18n>
      <AnnouncementForm initial={initial} batches={BATCHES} submitLabel="Publish" busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </TestI18n>,
  );
  return { user: userEvent.setup(), onSubmit, onCancel };
}

const titleField = () => screen.getByLabelText('Title');
const contentField = () => screen.getByLabelText('Content');
const publishButton = () => screen.getByRole('button', { name: 'Publish' });
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

const existing: AnnouncementDraft = {
  title: 'Stipend dates for semester two',
  content: 'Stipends are paid on the 5th of each month.',
  batchNo: 3,
  pinned: true,
  requiresAcknowledgement: false,
};

describe('AnnouncementForm', () => {
  it('asks for a title and content when both are empty, and hands nothing on', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(publishButton());
    expect(alerts()).toEqual(['Title is required', 'Content is required']);
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(contentField().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts a title and content of spaces as empty', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(titleField(), '   ');
    await user.type(contentField(), '  \n ');
    await user.click(publishButton());
    expect(alerts()).toEqual(['Title is required', 'Content is required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses content over 10000 characters', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(titleField(), 'Orientation week');
    await user.click(contentField());
    await user.paste('a'.repeat(10_001));
    await user.click(publishButton());
    expect(alerts()).toEqual(['Content must be at most 10000 characters long']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops the title at 200 characters as it is typed', async () => {
    const { user } = renderForm();
    await user.click(titleField());
    await user.paste('t'.repeat(201));
    expect(titleField()).toHaveProperty('value', 't'.repeat(200));
  });

  it('refuses an existing title over 200 characters until it is shortened', async () => {
    const { user, onSubmit } = renderForm({ ...existing, title: 'T'.repeat(201) });
    await user.click(publishButton());
    expect(alerts()).toEqual(['Title must be at most 200 characters long']);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(titleField(), '{Backspace}');
    await user.click(publishButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({ ...existing, title: 'T'.repeat(200) });
  });

  it('hands on the trimmed title and content with the batch and switches picked', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(titleField(), '  Orientation week ');
    await user.type(contentField(), ' Orientation starts on Monday at 9:00. ');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All batches',
      'Batch 1',
      'Batch 2',
      'Batch 4',
      'Batch 5',
    ]);
    await user.selectOptions(screen.getByLabelText('Batch'), 'Batch 5');
    await user.click(screen.getByRole('checkbox', { name: /^Pinned/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Requires acknowledgement/ }));
    await user.click(publishButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Orientation week',
      content: 'Orientation starts on Monday at 9:00.',
      batchNo: 5,
      pinned: true,
      requiresAcknowledgement: true,
    });
  });

  it('starts from an existing announcement, offering its own batch beside the programme’s', async () => {
    const { user, onSubmit } = renderForm(existing);
    expect(titleField()).toHaveProperty('value', existing.title);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All batches',
      'Batch 1',
      'Batch 2',
      'Batch 3',
      'Batch 4',
      'Batch 5',
    ]);
    expect(screen.getByRole('option', { name: 'Batch 3', selected: true })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Pinned/ })).toHaveProperty('checked', true);
    await user.selectOptions(screen.getByLabelText('Batch'), 'All batches');
    await user.click(publishButton());
    expect(onSubmit).toHaveBeenCalledWith({ ...existing, batchNo: 0 });
  });

  it('locks every field and button while the draft is being sent', () => {
    renderForm(existing, true);
    for (const control of [titleField(), contentField(), screen.getByLabelText('Batch'), publishButton()]) {
      expect(control).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it('gives up on Cancel without handing anything on', async () => {
    const { user, onSubmit, onCancel } = renderForm(existing);
    await user.type(titleField(), ' (changed)');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('AnnouncementForm in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  function renderSw(initial: AnnouncementDraft = EMPTY_DRAFT) {
    const onSubmit = vi.fn();
    render(
      <TestI18n preferences={{ locale: 'sw' }}>
        <AnnouncementForm initial={initial} batches={BATCHES} submitLabel="Tuma" busy={false} onSubmit={onSubmit} onCancel={vi.fn()} />
      </TestI18n>,
    );
    return { user: userEvent.setup(), onSubmit };
  }

  it('labels every field, batch and switch in Kiswahili', () => {
    renderSw();
    expect(screen.getByLabelText('Kichwa')).toBeTruthy();
    expect(screen.getByLabelText('Maandishi')).toBeTruthy();
    expect(Array.from(screen.getByLabelText<HTMLSelectElement>('Kundi').options).map((option) => option.textContent)).toEqual([
      'Makundi yote',
      'Kundi 1',
      'Kundi 2',
      'Kundi 4',
      'Kundi 5',
    ]);
    expect(screen.getByRole('checkbox', { name: /^Bandika juu/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Inahitaji uthibitisho wa kupokea/ })).toBeTruthy();
    expect(screen.getByText('Huonyeshwa kwanza kwenye orodha ya wanafunzi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ghairi' })).toBeTruthy();
  });

  it('says what is missing or too long in Kiswahili, and hands nothing on', async () => {
    const { user, onSubmit } = renderSw();
    await user.click(screen.getByRole('button', { name: 'Tuma' }));
    expect(alerts()).toEqual(['Kichwa kinahitajika', 'Maandishi yanahitajika']);
    await user.type(screen.getByLabelText('Kichwa'), 'Wiki ya mapokezi');
    await user.click(screen.getByLabelText('Maandishi'));
    await user.paste('a'.repeat(10_001));
    await user.click(screen.getByRole('button', { name: 'Tuma' }));
    expect(alerts()).toEqual(['Maandishi yasizidi herufi 10000']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a title over 200 characters in Kiswahili', async () => {
    const { user } = renderSw({ ...existing, title: 'T'.repeat(201) });
    await user.click(screen.getByRole('button', { name: 'Tuma' }));
    expect(alerts()).toEqual(['Kichwa kisizidi herufi 200']);
  });
});
