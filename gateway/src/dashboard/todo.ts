import { toPortalYear } from '@nuru/rules/academic-year';
import type { PaymentType, TodoItem } from '../generated/resolvers.js';
import type { Services } from '../services.js';

// The rows as the results and payments services answer them.
type ResultDTO = Awaited<ReturnType<Services['results']['list']>>[number];
type PaymentDTO = Awaited<ReturnType<Services['payments']['history']>>[number];

const PAYMENT_TYPES: readonly PaymentType[] = ['UNIVERSITY_FEE', 'NHIF'];

function sameYear(year: string | null | undefined, providerYear: string): boolean {
  return !!year && (year.trim() === providerYear || year.trim() === toPortalYear(providerYear));
}

// A rejected document or a failed payment has to be done again; anything else is in hand.
const resultInHand = (result: ResultDTO) => result.status?.trim().toUpperCase() !== 'REJECTED';
const paymentInHand = (payment: PaymentDTO) => payment.status?.trim().toUpperCase() !== 'FAILED';

/**
 * What the scholar still has to do for the academic year (provider form), as kinds with their year and payment type
 * (the screen words them), with where to do it.
 */
export function todoItems(providerYear: string, results: readonly ResultDTO[], payments: readonly PaymentDTO[]): TodoItem[] {
  const items: TodoItem[] = [];
  const hasResult = results.some(
    (result) => (sameYear(result.resultYear, providerYear) || sameYear(result.year, providerYear)) && resultInHand(result),
  );
  if (!hasResult) items.push({ id: 'upload-result', kind: 'UPLOAD_RESULTS', academicYear: providerYear, href: '/results' });
  for (const type of PAYMENT_TYPES) {
    const submitted = payments.some(
      (payment) =>
        payment.paymentType?.trim().toUpperCase() === type && sameYear(payment.paymentYear, providerYear) && paymentInHand(payment),
    );
    if (!submitted) {
      items.push({ id: `submit-${type}`, kind: 'SUBMIT_CONTROL_NUMBER', academicYear: providerYear, paymentType: type, href: '/payments' });
    }
  }
  return items;
}
