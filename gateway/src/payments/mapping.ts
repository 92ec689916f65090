import type { Payment, PaymentStatus, PaymentType, SubmitControlNumberInput } from '../generated/resolvers.js';
import { amountDueProblem, CONTROL_NUMBER_EMPTY_MESSAGE, SUBMITTED_DEFAULT } from '@nuru/rules/payments';
import type { PaymentDTO, SubmitControlNumberBody } from './dto.js';

// docs/behaviour.md §4: the provider's statuses as the portal shows them; anything else is pending.
const STATUS_FROM_SERVER: Record<string, PaymentStatus> = {
  UNPAID: 'pending',
  PAID: 'completed',
  PROCESSING: 'processing',
  FAILED: 'failed',
};

export function toPaymentStatus(status: unknown): PaymentStatus {
  return (typeof status === 'string' && STATUS_FROM_SERVER[status.trim().toUpperCase()]) || 'pending';
}

export function toPayment(dto: PaymentDTO): Payment {
  const type = (dto.paymentType ?? '').trim().toUpperCase() as PaymentType;
  const paymentYear = dto.paymentYear?.trim() ?? '';
  return {
    ...dto,
    id: String(dto.id),
    controlNumber: dto.controlNumber ?? '',
    type,
    status: toPaymentStatus(dto.status),
    createdAt: dto.createdAt ?? '',
    paymentYear,
    failureReason: dto.failureReason?.trim() || null,
  };
}

export type SubmissionCheck = { ok: true; body: SubmitControlNumberBody } | { ok: false; message: string };

/**
 * The submit form: number trimmed and not empty, the bill's amount whole TZS in range; without a year the provider
 * files it under the programme's current one.
 */
export function toSubmission(input: SubmitControlNumberInput): SubmissionCheck {
  const controlNumber = input.controlNumber.trim();
  if (controlNumber === '') return { ok: false, message: CONTROL_NUMBER_EMPTY_MESSAGE };
  const { paymentType, paymentYear, amountTzs } = input;
  const amountProblem = amountDueProblem(amountTzs);
  if (amountProblem) return { ok: false, message: amountProblem };
  return { ok: true, body: { controlNumber, paymentType, ...(paymentYear ? { paymentYear } : {}), amountTzs } };
}

/** docs/behaviour.md §7: the answer is a message string, or an object with a message or only data. */
export function submissionMessage(answer: unknown): string {
  if (typeof answer === 'string' && answer.trim() !== '') return answer;
  const message = (answer as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : SUBMITTED_DEFAULT;
}

export { SUBMITTED_DEFAULT };
