import { describe, expect, it } from 'vitest';
import { invitationListArgs, statusFilterOf, statusParam } from './invitation-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the invitations list filters in the address', () => {
  it('shows the pending invitations, first page, when the address says nothing', () => {
    expect(invitationListArgs(params(''))).toEqual({ status: 'PENDING', search: null, page: 1, pageSize: 25 });
  });

  it('reads the status, the search text and the page', () => {
    expect(invitationListArgs(params('status=USED&q=%20amani%20&page=3'))).toEqual({
      status: 'USED',
      search: 'amani',
      page: 3,
      pageSize: 25,
    });
    expect(invitationListArgs(params('status=ALL'))).toMatchObject({ status: null });
  });

  it('ignores a status it does not know', () => {
    expect(statusFilterOf(params('status=used'))).toBe('PENDING');
  });

  it('leaves ?status= out for the default', () => {
    expect(statusParam('PENDING')).toBe('');
    expect(statusParam('ALL')).toBe('ALL');
  });
});
