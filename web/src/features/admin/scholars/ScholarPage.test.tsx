/** @vitest-environment happy-dom */
// A scholar's page as the route loads it: the profile and records, "No such scholar" for an unknown id, and the
// status change: refused without a reason before anything is sent, then sent with the status the officer saw.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangeEnrollmentStatusDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { scholarRoute } from './scholar-route';
import { ScholarPage } from './ScholarPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const scholar = (changes: Record<string, unknown> = {}) => ({
  __typename: 'Scholar' as const,
  id: 's1',
  name: 'Neema Mollel',
  email: 'neema.mollel@students.example',
  sex: 'FEMALE' as const,
  phoneNumber: '+255712000111',
  universityName: 'University of Dodoma',
  programmeName: 'BEd Mathematics',
  registrationNumber: 'UDOM/2024/0042',
  enrolledYear: '2024',
  batchNo: 2,
  maskedAccountNumber: '••••••0042',
  accountNumberChangedAt: null,
  enrollmentStatus: 'ACTIVE',
  joinedAt: '2024-11-02T09:00:00.000Z',
  results: [
    {
      __typename: 'ScholarResult',
      fileName: 'f1.pdf',
      year: '2024-2025',
      gpa: 3.8,
      status: 'REJECTED',
      reviewComment: 'Not stamped',
      uploadedAt: '2025-09-01T08:00:00.000Z',
    },
  ],
  controlNumbers: [
    {
      __typename: 'ScholarControlNumber',
      id: 'p1',
      type: 'NHIF',
      year: '2024-2025',
      controlNumber: '995250000042',
      status: 'FAILED',
      submittedAt: '2024-11-20T08:00:00.000Z',
    },
  ],
  activity: [{ __typename: 'ScholarActivity', kind: 'LOGIN' as const, at: '2025-09-01T07:59:00.000Z' }],
  auditTrail: [],
  ...changes,
});

const loaded = (value: ReturnType<typeof scholar> | null): MockedOperation => ({
  request: { query: scholarRoute.query, variables: { id: 's1' } },
  result: { data: { __typename: 'Query', scholar: value } },
});

const open = (mocks: MockedOperation[], locale: 'en' | 'sw' = 'en') =>
  renderPage(ScholarPage, {
    loader: scholarRoute.loader,
    path: '/admin/students/s1',
    pattern: '/admin/students/:id',
    mocks,
    i18n: { locale },
  });

describe('ScholarPage', () => {
  it('shows the profile, the results and control numbers, and the activity', async () => {
    open([loaded(scholar())]);
    expect(await screen.findByRole('heading', { name: 'Neema Mollel' })).toBeTruthy();
    expect(screen.getByText('UDOM/2024/0042')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Results' })).getByText('Not stamped')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Control numbers' })).getByText('995250000042')).toBeTruthy();
    expect(screen.getByText('No administrator has acted on this scholar.')).toBeTruthy();
    expect(screen.getByText('••••••0042')).toBeTruthy();
    expect(screen.getByText('As given at sign-up')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByText('Signed in')).toBeTruthy();
  });

  it('shows when the scholar last changed their bank account, and the change in the officers’ log', async () => {
    const changedAt = '2025-09-03T10:15:00.000Z';
    open([
      loaded(
        scholar({
          maskedAccountNumber: '••••••7123',
          accountNumberChangedAt: changedAt,
          auditTrail: [
            {
              __typename: 'AuditEntry',
              id: 'a1',
              at: changedAt,
              actorEmail: 'neema.mollel@students.example',
              action: 'student.bank_account_changed',
              before: { accountNumber: '••••••0042' },
              after: { accountNumber: '••••••7123' },
            },
          ],
        }),
      ),
    ]);
    await screen.findByRole('heading', { name: 'Neema Mollel' });
    expect(screen.getByText('••••••7123')).toBeTruthy();
    expect(screen.getByText('Changed by the scholar on 03/09/2025')).toBeTruthy();
    expect(screen.getByText('Changed the bank account number')).toBeTruthy();
    expect(screen.getByText('Bank account ••••••0042 → ••••••7123')).toBeTruthy();
  });

  it('says so for an id that names no scholar', async () => {
    open([loaded(null)]);
    expect(await screen.findByText('No such scholar')).toBeTruthy();
  });

  it('refuses a change without a reason, then sends the status the officer saw and shows the new one', async () => {
    const asked = vi.fn((_variables: Record<string, unknown>) => true);
    const change: MockedOperation = {
      request: { query: ChangeEnrollmentStatusDocument, variables: (vars: Record<string, unknown>) => asked(vars) },
      result: {
        data: {
          __typename: 'Mutation',
          changeEnrollmentStatus: {
            __typename: 'ScholarStatusChange',
            message: 'Enrollment status updated',
            scholar: { __typename: 'ScholarRow', id: 's1', enrollmentStatus: 'SUSPENDED' },
          },
        },
      },
    };
    const { user } = open([loaded(scholar()), change, loaded(scholar({ enrollmentStatus: 'SUSPENDED' }))]);
    await screen.findByRole('heading', { name: 'Neema Mollel' });
    await user.selectOptions(screen.getByLabelText('New status'), 'SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('A reason is required to change the enrollment status')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reason', { exact: false }), 'Fees unpaid after two reminders');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Enrollment status updated')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({
      id: 's1',
      status: 'SUSPENDED',
      reason: 'Fees unpaid after two reminders',
      expectedStatus: 'ACTIVE',
    });
    expect(await screen.findByText('Suspended', { selector: 'span' })).toBeTruthy();
  });
});

describe('ScholarPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('shows the profile, records, officers’ actions and activity in Kiswahili', async () => {
    const audited = scholar({
      auditTrail: [
        {
          __typename: 'AuditEntry',
          id: 'a1',
          at: '2025-09-02T07:00:00.000Z',
          actorEmail: 'officer@nuru.example',
          action: 'student.status_changed',
          before: { enrollmentStatus: 'ACTIVE' },
          after: { enrollmentStatus: 'SUSPENDED', reason: 'Ada hazijalipwa' },
        },
      ],
    });
    open([loaded(audited)], 'sw');
    expect(await screen.findByRole('heading', { name: 'Neema Mollel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wanafunzi wote' }).getAttribute('href')).toBe('/admin/students');
    expect(screen.getByText('Wasifu')).toBeTruthy();
    expect(screen.getByText('Jinsia')).toBeTruthy();
    expect(screen.getByText('Mwanamke')).toBeTruthy();
    expect(screen.getByText('Alijiunga na tovuti')).toBeTruthy();
    expect(screen.getByText('02/11/2024')).toBeTruthy();
    const results = screen.getByRole('table', { name: 'Matokeo' });
    expect(within(results).getByText('Imekataliwa')).toBeTruthy();
    expect(within(results).getByText('Maoni')).toBeTruthy();
    const controlNumbers = screen.getByRole('table', { name: 'Namba za malipo' });
    expect(within(controlNumbers).getByText('Imeshindikana')).toBeTruthy();
    expect(within(controlNumbers).getByText('20/11/2024')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hatua za maafisa' })).toBeTruthy();
    expect(screen.getByText('Alibadilisha hali ya usajili')).toBeTruthy();
    expect(screen.getByText('Anaendelea → Amesimamishwa: Ada hazijalipwa')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shughuli za akaunti' })).toBeTruthy();
    expect(screen.getByText('Kuingia')).toBeTruthy();
    expect(screen.getByText('Mwanamke')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hali ya usajili' })).toBeTruthy();
    expect(screen.getByText('Anaendelea', { selector: 'span' })).toBeTruthy();
  });

  it('says there is no such scholar in Kiswahili', async () => {
    open([loaded(null)], 'sw');
    expect(await screen.findByText('Mwanafunzi huyu hayupo')).toBeTruthy();
    expect(screen.getByText('Huenda anwani imeandikwa vibaya, au akaunti imeondolewa.')).toBeTruthy();
  });

  it('refuses a change in Kiswahili, then says the status was changed', async () => {
    const change: MockedOperation = {
      request: {
        query: ChangeEnrollmentStatusDocument,
        variables: { id: 's1', status: 'SUSPENDED', reason: 'Ada hazijalipwa', expectedStatus: 'ACTIVE' },
      },
      result: {
        data: {
          __typename: 'Mutation',
          changeEnrollmentStatus: {
            __typename: 'ScholarStatusChange',
            message: 'Enrollment status updated',
            scholar: { __typename: 'ScholarRow', id: 's1', enrollmentStatus: 'SUSPENDED' },
          },
        },
      },
    };
    const { user } = open([loaded(scholar({ auditTrail: [] })), change, loaded(scholar({ enrollmentStatus: 'SUSPENDED' }))], 'sw');
    await screen.findByRole('heading', { name: 'Neema Mollel' });
    expect(screen.getByText('Hakuna msimamizi aliyechukua hatua kuhusu mwanafunzi huyu.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Badilisha hali' }));
    expect(await screen.findByText('Chagua hali tofauti')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Hali mpya'), 'SUSPENDED');
    await user.click(screen.getByRole('button', { name: 'Badilisha hali' }));
    expect(await screen.findByText('Sababu inahitajika ili kubadilisha hali ya usajili')).toBeTruthy();
    await user.type(screen.getByLabelText('Sababu', { exact: false }), 'Ada hazijalipwa');
    await user.click(screen.getByRole('button', { name: 'Badilisha hali' }));
    expect(await screen.findByText('Hali ya usajili imesasishwa')).toBeTruthy();
    expect(await screen.findByText('Amesimamishwa', { selector: 'span' })).toBeTruthy();
  });
});
