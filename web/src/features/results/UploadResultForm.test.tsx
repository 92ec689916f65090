/** @vitest-environment happy-dom */
// The results upload as a scholar uses it. The browser refuses what it can tell is wrong (no file, a
// file that is not a PDF, JPEG or PNG, one over 5 MB, an empty one, a GPA out of range) before anything
// is sent; a good one goes to the gateway's upload route in an XMLHttpRequest, stood in for here by one
// the test answers.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentAcademicYearDocument } from '@/gql/graphql';
import { YEARS_UNAVAILABLE_MESSAGE } from '@/shared/api/current-academic-year';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { NETWORK_ERROR_MESSAGE } from '@nuru/rules/errors';
import { getToken, saveSession } from '@/shared/session/session';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SESSION_EXPIRED_MESSAGE } from '@nuru/rules/errors';
import {
  FILE_EMPTY_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  GPA_RANGE_MESSAGE,
  GPA_REQUIRED_MESSAGE,
  MAX_RESULT_FILE_BYTES,
} from '@nuru/rules/results';
import { RESULTS_UPLOAD_PATH } from './upload-result';
import { FakeXhr } from './upload-fixtures';
import { UploadResultForm } from './UploadResultForm';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  saveSession('token-17', { id: 'u-17', name: 'Amina Juma', email: 'amina@students.example', role: 'STUDENT' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const currentYear: MockedOperation = {
  request: { query: CurrentAcademicYearDocument },
  result: { data: { __typename: 'Query', programme: { __typename: 'Programme', currentAcademicYear: '2024-2025' } } },
};

const pdf = (name = 'transcript.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

async function renderForm(locale: 'en' | 'sw' = 'en') {
  const onUploaded = vi.fn();
  const rendered = renderWithApollo(
    <Routes>
      <Route path="/results" element={<UploadResultForm onUploaded={onUploaded} />} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { mocks: [currentYear], path: '/results', i18n: { locale } },
  );
  expect(await screen.findByRole('option', { name: '2024-2025', selected: true })).toBeTruthy();
  return { ...rendered, onUploaded };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Result document');
const gpaField = () => screen.getByLabelText('GPA');
const uploadButton = () => screen.getByRole('button', { name: 'Upload result' });
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

/** Picks a valid PDF and a GPA, uploads, and hands back the request the form sent. */
async function uploadTranscript(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(fileInput(), pdf());
  await user.type(gpaField(), '3.7');
  await user.click(uploadButton());
  expect(FakeXhr.sent).toHaveLength(1);
  return FakeXhr.sent[0]!;
}

describe('UploadResultForm: what the browser refuses before sending', () => {
  it('asks for a file and a GPA when nothing is given, and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(uploadButton());
    expect(await screen.findByText(FILE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(alerts()).toEqual(['Choose a PDF, JPEG or PNG file to upload.', 'GPA is required']);
    expect(GPA_REQUIRED_MESSAGE).toBe('GPA is required');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks for them in Kiswahili to a Kiswahili reader', async () => {
    await loadCatalogue('sw');
    const { user } = await renderForm('sw');
    await user.click(screen.getByRole('button', { name: 'Pakia matokeo' }));
    expect(await screen.findByText('Chagua faili la PDF, JPEG au PNG la kupakia.')).toBeTruthy();
    expect(alerts()).toEqual(['Chagua faili la PDF, JPEG au PNG la kupakia.', 'GPA inahitajika']);
    expect(screen.getByLabelText('Hati ya matokeo').getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file that is not a PDF, JPEG or PNG as soon as it is picked, and does not send it', async () => {
    const { onUploaded } = await renderForm();
    // A person can switch the picker to "All files"; the form must not rely on its accept list.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(),
      new File(['<w:document/>'], 'transcript.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    expect(alerts()).toEqual([FILE_TYPE_MESSAGE]);
    expect(FILE_TYPE_MESSAGE).toBe('Only PDF, JPEG or PNG files are accepted');
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    await user.type(gpaField(), '3.7');
    await user.click(uploadButton());
    expect(alerts()).toEqual([FILE_TYPE_MESSAGE]);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file named .pdf whose type says otherwise', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), new File(['MZ'], 'transcript.pdf', { type: 'application/x-msdownload' }));
    await user.type(gpaField(), '3.7');
    await user.click(uploadButton());
    expect(alerts()).toEqual(['Only PDF, JPEG or PNG files are accepted']);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a dropped file that is not a PDF, JPEG or PNG', async () => {
    const { user } = await renderForm();
    const dropZone = screen.getByText('Choose a file').closest('label')!;
    fireEvent.drop(dropZone, { dataTransfer: { files: [new File(['GIF89a'], 'scan.gif', { type: 'image/gif' })] } });
    expect(alerts()).toEqual(['Only PDF, JPEG or PNG files are accepted']);
    await user.type(gpaField(), '3.7');
    await user.click(uploadButton());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 5 MB, and does not send it', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf('transcript.pdf', MAX_RESULT_FILE_BYTES + 1));
    expect(alerts()).toEqual([FILE_TOO_LARGE_MESSAGE]);
    expect(FILE_TOO_LARGE_MESSAGE).toBe('File is too large. The maximum size is 5 MB.');
    await user.type(gpaField(), '3.7');
    await user.click(uploadButton());
    expect(alerts()).toEqual(['File is too large. The maximum size is 5 MB.']);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('takes a file of exactly 5 MB', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf('transcript.pdf', MAX_RESULT_FILE_BYTES));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(gpaField(), '3.7');
    await user.click(uploadButton());
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('refuses an empty file', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf('transcript.pdf', 0));
    expect(alerts()).toEqual([FILE_EMPTY_MESSAGE]);
    expect(FILE_EMPTY_MESSAGE).toBe('The file is empty. Choose the document again.');
    await user.type(gpaField(), '3.7');
    await user.click(uploadButton());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it.each(['5.1', '-1', 'three', '3.755'])('refuses the GPA %j, and does not send the file', async (gpa) => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf());
    await user.type(gpaField(), gpa);
    await user.click(uploadButton());
    expect(alerts()).toEqual([GPA_RANGE_MESSAGE]);
    expect(GPA_RANGE_MESSAGE).toBe('GPA must be a number between 0.0 and 5.0');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('cannot be sent before the programme’s year is known, nor when it could not be read', async () => {
    renderWithApollo(<UploadResultForm onUploaded={vi.fn()} />, {
      mocks: [{ request: { query: CurrentAcademicYearDocument }, error: new Error('Failed to fetch') }],
    });
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(await screen.findByText(YEARS_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(uploadButton()).toHaveProperty('disabled', true);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('forgets a refused file on Remove file', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf('transcript.pdf', MAX_RESULT_FILE_BYTES + 1));
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Choose a file')).toBeTruthy();
  });
});

describe('UploadResultForm: sending and the answer', () => {
  it('sends the year, the trimmed GPA and the file with the session token, and shows its progress', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf());
    await user.selectOptions(screen.getByLabelText('Academic year'), '2023-2024');
    await user.type(gpaField(), ' 3.75 ');
    await user.click(uploadButton());
    const [xhr] = FakeXhr.sent;
    expect(xhr).toBeDefined();
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe(RESULTS_UPLOAD_PATH);
    expect(xhr!.headers).toEqual({ Authorization: 'Bearer token-17', 'apollo-require-preflight': 'true' });
    expect(xhr!.body!.get('year')).toBe('2023-2024');
    expect(xhr!.body!.get('gpa')).toBe('3.75');
    expect((xhr!.body!.get('file') as File).name).toBe('transcript.pdf');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toHaveProperty('disabled', true);
    act(() => xhr!.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40');
  });

  it('says the result is uploaded, empties the form and tells the page', async () => {
    const { user, onUploaded } = await renderForm();
    const xhr = await uploadTranscript(user);
    act(() => xhr.respond(201, { result: { fileName: 'Y2024_2025-transcript.pdf', status: 'SUBMITTED' } }));
    expect((await screen.findByRole('status')).textContent).toBe('Result uploaded successfully');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(gpaField()).toHaveProperty('value', '');
    expect(screen.getByText('Choose a file')).toBeTruthy();
  });

  it('shows the gateway’s reason when the upload is refused, and keeps the form', async () => {
    const { user, onUploaded } = await renderForm();
    const xhr = await uploadTranscript(user);
    act(() => xhr.respond(400, { error: { message: 'The document is not a PDF, JPEG or PNG file', code: 'BAD_USER_INPUT' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('The document is not a PDF, JPEG or PNG file');
    expect(onUploaded).not.toHaveBeenCalled();
    expect(gpaField()).toHaveProperty('value', '3.7');
  });

  it('says “Failed to upload result document” when the refusal gives no reason (docs/behaviour.md §8)', async () => {
    const { user } = await renderForm();
    const xhr = await uploadTranscript(user);
    act(() => xhr.respond(502, {}));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to upload result document');
  });

  it('says the server cannot be reached when the request gets no answer', async () => {
    const { user } = await renderForm();
    const xhr = await uploadTranscript(user);
    act(() => xhr.fail());
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('ends the session on a 401 and goes to the sign-in page (docs/behaviour.md §4)', async () => {
    const { user } = await renderForm();
    const xhr = await uploadTranscript(user);
    act(() => xhr.respond(401, { error: { message: 'Unauthorized', code: 'UNAUTHENTICATED' } }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(SESSION_EXPIRED_MESSAGE).toBe('Your session has expired. Please sign in again.');
    expect(getToken()).toBeNull();
  });
});
