import type { BankLine, BankReconciliation, ControlNumberRow, PaymentScholar } from '../generated/resolvers.js';
import type { BankLineDTO, BankRefusalDTO, BulkChangeDTO, ControlNumberRowDTO, PaymentScholarDTO, ReconciliationDTO } from './desk-dto.js';

// The provider's payments-desk answers as the schema's types. The provider's vocabularies are the schema's enums.

export const toPaymentScholar = (scholar: PaymentScholarDTO): PaymentScholar => ({
  id: scholar.id,
  name: scholar.name,
  email: scholar.email,
  batchNo: scholar.batchNo ?? null,
  universityName: scholar.universityName ?? null,
});

export const toControlNumberRow = (row: ControlNumberRowDTO): ControlNumberRow => ({
  id: row.id,
  controlNumber: row.controlNumber,
  type: row.paymentType,
  year: row.paymentYear,
  status: row.status,
  submittedAt: row.createdAt,
  updatedAt: row.updatedAt,
  failureReason: row.failureReason ?? null,
  paidAt: row.paidAt ?? null,
  amount: row.amount ?? null,
  flags: row.flags,
  flagResolution: row.flagResolution ?? null,
  scholar: toPaymentScholar(row.scholar),
});

const toBankLine = (line: BankLineDTO): BankLine => ({
  line: line.line,
  controlNumber: line.controlNumber,
  amount: line.amount,
  paidAt: line.paidAt,
  reason: line.reason ?? null,
  payment: line.payment ? toControlNumberRow(line.payment) : null,
});

export function toReconciliation(answer: ReconciliationDTO | BankRefusalDTO): BankReconciliation {
  if ('errors' in answer)
    return { applied: false, message: answer.message, matched: [], alreadyPaid: [], unmatched: [], conflicting: [], errors: answer.errors };
  return {
    applied: answer.applied,
    message: answer.message,
    matched: answer.matched.map(toBankLine),
    alreadyPaid: answer.alreadyPaid.map(toBankLine),
    unmatched: answer.unmatched.map(toBankLine),
    conflicting: answer.conflicting.map(toBankLine),
    errors: [],
  };
}

export const toBulkChange = (answer: BulkChangeDTO) => ({
  message: answer.message,
  outcomes: answer.items.map((item) => ({
    id: item.id,
    outcome: item.outcome,
    message: item.message,
    controlNumber: item.data ? toControlNumberRow(item.data) : null,
  })),
});
