import { defineMessages, type IntlShape } from 'react-intl';
import { TodoKind, type PaymentType } from '@/gql/graphql';

// A to-do item as the scholar reads it: the gateway sends its kind, year and payment type; the words are here.

type Year = { year: string };

const CONTROL_NUMBER = defineMessages<Record<PaymentType, Year>>({
  UNIVERSITY_FEE: {
    id: 'dashboard.todoWords.submitUniversityFee',
    defaultMessage: 'Submit your University fee control number for {year}',
  },
  NHIF: { id: 'dashboard.todoWords.submitNhif', defaultMessage: 'Submit your NHIF control number for {year}' },
});

const KINDS = defineMessages<{ uploadResults: Year; submitControlNumber: Year }>({
  uploadResults: { id: 'dashboard.todoWords.uploadResults', defaultMessage: 'Upload your {year} results' },
  // A control number of a type this screen does not know yet still reads as a step to take.
  submitControlNumber: { id: 'dashboard.todoWords.submitControlNumber', defaultMessage: 'Submit your control number for {year}' },
});

export interface TodoFacts {
  kind: TodoKind;
  academicYear: string;
  paymentType?: PaymentType | null;
}

/** What the item asks the scholar to do, in the reader's language. */
export function todoTitle(intl: IntlShape, { kind, academicYear: year, paymentType }: TodoFacts): string {
  if (kind === TodoKind.UploadResults) return intl.formatMessage(KINDS.uploadResults, { year });
  const words = paymentType ? CONTROL_NUMBER[paymentType] : undefined;
  return intl.formatMessage(words ?? KINDS.submitControlNumber, { year });
}
