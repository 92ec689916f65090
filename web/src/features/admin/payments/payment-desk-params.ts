import { ControlNumberStatus, PaymentType } from '@/gql/graphql';
import { oneOf, pageOf, wholeNumberOf } from '../components/list-params';

// The payments desk in the address: ?year=&type=&batch=&status=&attention=1&q=&page= (the year as people write it).
export const PAGE_SIZE = 25;

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

export function controlNumberArgs(params: URLSearchParams) {
  return {
    filter: {
      year: text(params, 'year'),
      type: oneOf(params, 'type', Object.values(PaymentType)),
      batchNo: wholeNumberOf(params, 'batch'),
      status: oneOf(params, 'status', Object.values(ControlNumberStatus)),
      flagged: params.get('attention') === '1' ? true : undefined,
      search: text(params, 'q'),
    },
    page: pageOf(params),
    pageSize: PAGE_SIZE,
  };
}

/** The missing list: a type is always chosen (the university fee unless the address says NHIF). */
export function missingArgs(params: URLSearchParams) {
  return {
    type: oneOf(params, 'type', Object.values(PaymentType)) ?? PaymentType.UniversityFee,
    year: text(params, 'year'),
    batchNo: wholeNumberOf(params, 'batch'),
    page: pageOf(params),
    pageSize: PAGE_SIZE,
  };
}
