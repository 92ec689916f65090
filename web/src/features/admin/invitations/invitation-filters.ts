import { defineMessages, type MessageDescriptor } from 'react-intl';
import { oneOf, pageOf } from '../components/list-params';

// The pending list's filters live in the address (?status=&q=&page=), so a view can be bookmarked.
// Without ?status= the list shows the pending invitations, the ones an officer acts on.
export const STATUS_FILTERS = ['PENDING', 'USED', 'ALL'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, MessageDescriptor> = defineMessages({
  PENDING: { id: 'admin.invitations.invitationFilters.pending', defaultMessage: 'Pending' },
  USED: { id: 'admin.invitations.invitationFilters.used', defaultMessage: 'Signed up' },
  ALL: { id: 'admin.invitations.invitationFilters.all', defaultMessage: 'All invitations' },
});

export const INVITATIONS_PAGE_SIZE = 25;

export function statusFilterOf(params: URLSearchParams): StatusFilter {
  return oneOf(params, 'status', STATUS_FILTERS) ?? 'PENDING';
}

/** The address's filters as the invitations query's variables. */
export function invitationListArgs(params: URLSearchParams) {
  const status = statusFilterOf(params);
  const search = params.get('q')?.trim();
  return {
    status: status === 'ALL' ? null : status,
    search: search || null,
    page: pageOf(params),
    pageSize: INVITATIONS_PAGE_SIZE,
  };
}

/** The value ?status= takes for a choice: the default (pending) needs none. */
export const statusParam = (filter: StatusFilter) => (filter === 'PENDING' ? '' : filter);
