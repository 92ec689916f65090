// Answers the invitations screen's tests give: invitations, a page of them, the active batches.
import { InviteBatchesDocument } from '@/gql/graphql';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { invitationsRoute } from './invitations-route';

export const invitation = (id: string, email: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'Invitation' as const,
  id,
  email,
  batchNo: 3,
  role: 'STUDENT' as const,
  name: null,
  status: 'PENDING' as const,
  invitedAt: '2025-03-01T09:30:00.000Z',
  lastSentAt: '2025-03-01T09:30:00.000Z',
  sendCount: 1,
  usedAt: null,
  awaitingConfirmation: false,
  ...changes,
});

export const pendingVariables = { status: 'PENDING', search: null, page: 1, pageSize: 25 };

export function invitationPage(
  nodes: ReturnType<typeof invitation>[],
  variables: Record<string, unknown> = pendingVariables,
): MockedOperation {
  return {
    request: { query: invitationsRoute.query, variables },
    result: {
      data: {
        __typename: 'Query',
        invitations: {
          __typename: 'InvitationConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalCount: nodes.length, hasNextPage: false, hasPreviousPage: false },
        },
      },
    },
  };
}

export const activeBatches = (...batches: number[]): MockedOperation => ({
  request: { query: InviteBatchesDocument },
  result: {
    data: {
      __typename: 'Query',
      programmeSettings: { __typename: 'ProgrammeSettings', activeBatches: batches, currentAcademicYear: '2024-2025' },
    },
  },
});
