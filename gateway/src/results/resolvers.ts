import { withProviderErrors } from '../errors/provider-failure.js';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { listOf, messageOr, written } from '../provider/answers.js';
import type { ProviderSession } from '../provider/session.js';
import { deleteResultFile, getResults } from './calls.js';
import type { ResultDTO } from './dto.js';
import { toResult } from './mapping.js';
import { DELETE_DOCUMENT_FAILED, LIST_FAILED, deleteResultMessage, resultsListMessage } from './messages.js';

/** The caller's result rows, newest first, in the words of spec section 8 when it fails. */
export const loadResults = (provider: ProviderSession): Promise<ResultDTO[]> =>
  withProviderErrors(async () => listOf<ResultDTO>(await getResults(provider)), {
    messages: resultsListMessage,
    networkMessage: LIST_FAILED,
  });

export const resultsQueries: Pick<QueryResolvers, 'results'> = {
  results: async (_root, { limit }, { provider }) => firstN(await loadResults(provider), limit).map((row) => toResult(row)),
};

export const resultsMutations: Pick<MutationResolvers, 'deleteResult'> = {
  async deleteResult(_root, { fileName }, { provider }) {
    const answer = await withProviderErrors(() => written(deleteResultFile(provider, fileName)), {
      messages: deleteResultMessage,
      networkMessage: DELETE_DOCUMENT_FAILED,
    });
    return { ok: true, message: messageOr(answer, 'Result deleted') };
  },
};
