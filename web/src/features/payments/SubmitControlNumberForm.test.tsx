/** @vitest-environment happy-dom */
// The control-number form as a scholar uses it: what it refuses before asking the gateway (docs/behaviour.md §5, and what the
// scholar's own history shows), what it asks before replacing a number, what it sends for the type and year
// picked, and what it says about the answer (docs/behaviour.md §8: 'Failed to submit {type} payment').
import { CONTROL_NUMBER_EMPTY_MESSAGE, CONTROL_NUMBER_TAKEN, submitFailedMessage } from '@nuru/rules/payments';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentAcademicYearDocument, PaymentHistoryDocument, SubmitControlNumberDocument } from '@/gql/graphql';
import { YEARS_UNAVAILABLE_MESSAGE } from '@/shared/api/current-academic-year';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { SubmitControlNumberForm } from './SubmitControlNumberForm';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const currentYear: MockedOperation = {
  request: { query: CurrentAcademicYearDocument },
  result: { data: { __typename: 'Query', programme: { __typename: 'Programme', currentAcademicYear: '2024-2025' } } },
};

type Input = { controlNumber: string; paymentType: string; paymentYear: string; amountTzs: number };

function submitted(input: Input, message: string): MockedOperation {
  return {
    request: { query: SubmitControlNumberDocument, variables: { input } },
    result: { data: { __typename: 'Mutation', submitControlNumber: { __typename: 'SubmitControlNumberResult', message } } },
  };
}

function refused(input: Input, message: string, code = 'BAD_USER_INPUT'): MockedOperation {
  return {
    request: { query: SubmitControlNumberDocument, variables: { input } },
    result: { errors: [{ message, extensions: { code, httpStatus: 409 } }] },
  };
}

/** Answers any submission and records that one was asked: for the inputs that must not be sent. */
function submitTripwire() {
  const asked = vi.fn(() => true);
  const mock: MockedOperation = {
    request: { query: SubmitControlNumberDocument, variables: asked },
    result: { data: { __typename: 'Mutation', submitControlNumber: { __typename: 'SubmitControlNumberResult', message: 'Sent' } } },
  };
  return { asked, mock };
}

async function renderForm(mocks: readonly MockedOperation[], { scholar = false } = {}) {
  const rendered = renderWithApollo(<SubmitControlNumberForm userId="u-17" refreshHistory={scholar} />, { mocks: [currentYear, ...mocks] });
  // The form is ready once the programme's current year is the one picked.
  expect(await screen.findByRole('option', { name: '2024-2025', selected: true })).toBeTruthy();
  return rendered;
}

const controlNumberField = () => screen.getByLabelText('Control number');
const amountField = () => screen.getByLabelText('Amount on the bill (TZS)');
const BILL = '1,250,000';
const submitButton = () => screen.getByRole('button', { name: 'Submit control number' });

describe('SubmitControlNumberForm', () => {
  it('refuses an empty control number with the spec’s message and sends nothing', async () => {
    const { asked, mock } = submitTripwire();
    const { user } = await renderForm([mock]);
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(CONTROL_NUMBER_EMPTY_MESSAGE);
    expect(CONTROL_NUMBER_EMPTY_MESSAGE).toBe('Control number cannot be empty');
    expect(controlNumberField().getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
  });

  it('counts a control number of spaces as empty (docs/behaviour.md §5: checked after trimming)', async () => {
    const { asked, mock } = submitTripwire();
    const { user } = await renderForm([mock]);
    await user.type(controlNumberField(), '    ');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Control number cannot be empty');
    expect(asked).not.toHaveBeenCalled();
  });

  it.each(['12345', '99123456789a', '9912345678901'])('refuses %j, which is not 12 digits, and sends nothing', async (typed) => {
    const { asked, mock } = submitTripwire();
    const { user } = await renderForm([mock]);
    await user.type(controlNumberField(), typed);
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Control number must be exactly 12 digits');
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the trimmed number for the university fee of the current year, says what the provider said and clears the field', async () => {
    const { user } = await renderForm([
      submitted(
        { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2024-2025', amountTzs: 1_250_000 },
        'Control number received',
      ),
    ]);
    await user.type(controlNumberField(), '  991234567890 ');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('Control number received');
    expect(controlNumberField()).toHaveProperty('value', '');
    expect(amountField()).toHaveProperty('value', '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The bill's amount is what the bank's payment is checked against: asked every time, in whole TZS.
  it.each([
    ['', 'Amount cannot be empty'],
    ['   ', 'Amount cannot be empty'],
    ['0', 'Amount must be a whole number of TZS between 1 and 100,000,000'],
    ['1250000.50', 'Amount must be a whole number of TZS between 1 and 100,000,000'],
    ['1.250.000', 'Amount must be a whole number of TZS between 1 and 100,000,000'],
    ['100,000,001', 'Amount must be a whole number of TZS between 1 and 100,000,000'],
  ])('refuses the amount %j in words and sends nothing', async (typed, message) => {
    const { asked, mock } = submitTripwire();
    const { user } = await renderForm([mock]);
    await user.type(controlNumberField(), '991234567890');
    if (typed) await user.type(amountField(), typed);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(controlNumberField().getAttribute('aria-invalid')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says what is wrong with both fields at once', async () => {
    const { asked, mock } = submitTripwire();
    const { user } = await renderForm([mock]);
    await user.click(submitButton());
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Control number cannot be empty',
      'Amount cannot be empty',
    ]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('sends the amount typed as on the bill (1 250 000) as whole TZS', async () => {
    const { user } = await renderForm([
      submitted(
        { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2024-2025', amountTzs: 1_250_000 },
        'Control number received',
      ),
    ]);
    await user.type(controlNumberField(), '991234567890');
    await user.type(amountField(), ' 1 250 000 ');
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('Control number received');
  });

  it('sends the type and year the scholar picked', async () => {
    const { user } = await renderForm([
      submitted(
        { controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: '2023-2024', amountTzs: 1_250_000 },
        'Control number received',
      ),
    ]);
    await user.selectOptions(screen.getByLabelText('Payment type'), 'NHIF');
    await user.selectOptions(screen.getByLabelText('Academic year'), '2023-2024');
    await user.type(controlNumberField(), '991234567890');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('Control number received');
  });

  it('confirms with its own words when the provider’s answer has no message', async () => {
    const { user } = await renderForm([
      submitted({ controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2024-2025', amountTzs: 1_250_000 }, ''),
    ]);
    await user.type(controlNumberField(), '991234567890');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('status')).textContent).toBe('Control number submitted successfully');
  });

  it('shows the gateway’s message as it is when it already names the failed payment, and keeps the number', async () => {
    const said = `${submitFailedMessage('NHIF')}: ${CONTROL_NUMBER_TAKEN}`;
    const { user } = await renderForm([
      refused({ controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: '2024-2025', amountTzs: 1_250_000 }, said, 'CONFLICT'),
    ]);
    await user.selectOptions(screen.getByLabelText('Payment type'), 'NHIF');
    await user.type(controlNumberField(), '991234567890');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to submit NHIF payment: This control number has already been submitted by another scholar. Check the number on your bill.',
    );
    expect(controlNumberField()).toHaveProperty('value', '991234567890');
  });

  it('puts “Failed to submit {type} payment” before a gateway message that does not say it (docs/behaviour.md §8)', async () => {
    const { user } = await renderForm([
      refused(
        { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2024-2025', amountTzs: 1_250_000 },
        'The payments service is down for maintenance.',
        'UPSTREAM_UNAVAILABLE',
      ),
    ]);
    await user.type(controlNumberField(), '991234567890');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to submit University fee payment: The payments service is down for maintenance.',
    );
  });

  it('says only “Failed to submit {type} payment” when the failure carries no message (a proxy’s bare 502)', async () => {
    const { user } = await renderForm([
      {
        request: {
          query: SubmitControlNumberDocument,
          variables: {
            input: { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: '2024-2025', amountTzs: 1_250_000 },
          },
        },
        error: new Error('Response not successful: Received status code 502'),
      },
    ]);
    await user.type(controlNumberField(), '991234567890');
    await user.type(amountField(), BILL);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to submit University fee payment');
  });

  describe('a scholar with submissions', () => {
    const payment = (controlNumber: string, type: 'NHIF' | 'UNIVERSITY_FEE', paymentYear: string, status: string) => ({
      __typename: 'Payment' as const,
      id: `p-${controlNumber}`,
      controlNumber,
      type,
      status,
      createdAt: '2025-01-15T08:00:00.000Z',
      paymentYear,
      failureReason: null,
      amountDueTzs: 1_250_000,
    });
    // Read before sending and again after a submission.
    const history = (...payments: unknown[]): MockedOperation => ({
      request: { query: PaymentHistoryDocument },
      result: { data: { __typename: 'Query', payments } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    const pendingNhif = payment('991100000001', 'NHIF', '2024-2025', 'pending');
    const nhifInput = { controlNumber: '991100000002', paymentType: 'NHIF', paymentYear: '2024-2025', amountTzs: 1_250_000 };

    async function typeNhif(user: Awaited<ReturnType<typeof renderForm>>['user'], number: string) {
      await user.selectOptions(screen.getByLabelText('Payment type'), 'NHIF');
      await user.type(controlNumberField(), number);
      await user.type(amountField(), BILL);
      await user.click(submitButton());
    }

    it('asks before replacing a pending number, saying what is there; Cancel sends nothing and keeps the number', async () => {
      const { asked, mock } = submitTripwire();
      const { user } = await renderForm([history(pendingNhif), mock], { scholar: true });
      await typeNhif(user, '991100000002');
      const dialog = await screen.findByRole('alertdialog', { name: 'Replace your earlier submission?' });
      expect(dialog.textContent).toContain(
        'You already submitted 991100000001 for NHIF 2024-2025 on 15/01/2025. Submitting 991100000002 replaces it.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(controlNumberField()).toHaveProperty('value', '991100000002');
      expect(asked).not.toHaveBeenCalled();
    });

    it('replaces it once the scholar confirms', async () => {
      const failed = { ...pendingNhif, status: 'failed', failureReason: 'The bill has expired' };
      const { user } = await renderForm([history(failed), submitted(nhifInput, 'Control number submitted successfully')], {
        scholar: true,
      });
      await typeNhif(user, '991100000002');
      const dialog = await screen.findByRole('alertdialog', { name: 'Replace your earlier submission?' });
      await user.click(within(dialog).getByRole('button', { name: 'Replace it' }));
      expect((await screen.findByRole('status')).textContent).toBe('Control number submitted successfully');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(controlNumberField()).toHaveProperty('value', '');
    });

    it('sends the number a payment already has without asking (nothing is replaced)', async () => {
      const { user } = await renderForm(
        [history(pendingNhif), submitted({ ...nhifInput, controlNumber: '991100000001' }, 'Control number submitted successfully')],
        { scholar: true },
      );
      await typeNhif(user, '991100000001');
      expect((await screen.findByRole('status')).textContent).toBe('Control number submitted successfully');
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it.each([
      ['completed', 'This payment has already been completed and cannot be changed.'],
      [
        'processing',
        'This payment is already being processed and its control number cannot be changed. If the number is wrong, please contact support.',
      ],
    ])('does not offer to replace a %s payment: it says why and sends nothing', async (status, message) => {
      const { asked, mock } = submitTripwire();
      const { user } = await renderForm([history({ ...pendingNhif, status }), mock], { scholar: true });
      await typeNhif(user, '991100000002');
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(controlNumberField().getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(asked).not.toHaveBeenCalled();
    });

    it('refuses a number the scholar used for another payment, naming it, and sends nothing', async () => {
      const { asked, mock } = submitTripwire();
      const { user } = await renderForm([history(payment('991100000003', 'UNIVERSITY_FEE', '2023-2024', 'completed')), mock], {
        scholar: true,
      });
      await typeNhif(user, '991100000003');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'You have already used this control number for University fee 2023-2024. Check the number on your bill.',
      );
      expect(asked).not.toHaveBeenCalled();
    });

    it('checks against the copy saved for offline use when the history cannot be read', async () => {
      const { __typename: _typename, ...saved } = pendingNhif;
      localStorage.setItem('paymentHistory:u-17', JSON.stringify([saved]));
      const { asked, mock } = submitTripwire();
      const down: MockedOperation = {
        request: { query: PaymentHistoryDocument },
        result: { errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_UNAVAILABLE', httpStatus: 0 } }] },
      };
      const { user } = await renderForm([down, mock], { scholar: true });
      await typeNhif(user, '991100000002');
      expect((await screen.findByRole('alertdialog', { name: 'Replace your earlier submission?' })).textContent).toContain(
        'You already submitted 991100000001 for NHIF 2024-2025',
      );
      expect(asked).not.toHaveBeenCalled();
    });
  });

  it('says why no year can be picked when the programme’s current year cannot be read', async () => {
    renderWithApollo(<SubmitControlNumberForm userId="u-17" refreshHistory={false} />, {
      mocks: [
        {
          request: { query: CurrentAcademicYearDocument },
          result: { errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
        },
      ],
    });
    expect(await screen.findByText(YEARS_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(YEARS_UNAVAILABLE_MESSAGE).toBe('The academic years could not be loaded. Reload the page to try again.');
    expect(screen.getByLabelText('Academic year')).toHaveProperty('disabled', true);
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('cannot be sent before the programme’s year is known, so every submission names the year it is checked for', () => {
    renderWithApollo(<SubmitControlNumberForm userId="u-17" refreshHistory />, { mocks: [{ ...currentYear, delay: Infinity }] });
    expect(screen.getByRole('option', { name: 'Loading…' })).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('refuses a bad amount in Kiswahili for a reader of Kiswahili', async () => {
    await loadCatalogue('sw');
    const { asked, mock } = submitTripwire();
    const { user } = renderWithApollo(<SubmitControlNumberForm userId="u-17" refreshHistory={false} />, {
      mocks: [currentYear, mock],
      i18n: { locale: 'sw' },
    });
    expect(await screen.findByRole('option', { name: '2024-2025', selected: true })).toBeTruthy();
    await user.type(screen.getByLabelText('Namba ya malipo'), '991234567890');
    await user.click(screen.getByRole('button', { name: 'Wasilisha namba ya malipo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kiasi hakiwezi kuwa tupu');
    await user.type(screen.getByLabelText('Kiasi kilicho kwenye bili (TZS)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Wasilisha namba ya malipo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kiasi lazima kiwe namba kamili ya TZS kati ya 1 na 100,000,000');
    expect(asked).not.toHaveBeenCalled();
  });
});
