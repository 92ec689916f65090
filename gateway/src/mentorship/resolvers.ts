import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import type { MentorshipSessionResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { listOf, messageOr } from '../provider/answers.js';
import type { ProviderSession } from '../provider/session.js';
import * as calls from './calls.js';
import type { MentorDTO, MentorshipResourceDTO, MentorshipSessionDTO, SessionRegistrationDTO } from './dto.js';
import { mentorBody, resourceBody, sessionBody, toMentor, toRegistration, toResource, toSessionModel } from './mapping.js';
import * as M from './messages.js';
import { inScope } from './scope.js';

const loading = (fallback: string): FailureRules => ({ messages: M.loadMessage(fallback), networkMessage: fallback });
const registering = (fallback: string): FailureRules => ({ messages: M.registrationMessage(fallback), networkMessage: fallback });
const managing = (fallback: string): FailureRules => ({ messages: M.managementMessage(fallback), networkMessage: fallback });

const loadMentors = (provider: ProviderSession) =>
  withProviderErrors(async () => listOf<MentorDTO>(await calls.getMentors(provider)), loading(M.MENTORS_LOAD_FAILED));

// One lookup table per mentors answer; the answer itself is fetched once per request.
const indexes = new WeakMap<MentorDTO[], Map<string, MentorDTO>>();
async function mentorById(provider: ProviderSession, id: string): Promise<MentorDTO | undefined> {
  const mentors = await loadMentors(provider);
  let index = indexes.get(mentors);
  if (!index) indexes.set(mentors, (index = new Map(mentors.map((m) => [String(m.id), m]))));
  return index.get(id);
}

const session = (dto: MentorshipSessionDTO) => toSessionModel(dto, new Date());

export const mentorshipSessionType: MentorshipSessionResolvers = {
  mentor: async ({ mentorId }, _args, { provider }) => {
    const mentor = mentorId ? await mentorById(provider, mentorId) : undefined;
    return mentor ? toMentor(mentor) : null;
  },
};

export const mentorshipQueries: Pick<QueryResolvers, 'mentors' | 'mentorshipSessions' | 'mentorshipResources' | 'mentorshipSessionRegistrations'> = {
  mentors: async (_root, _args, { provider }) => (await loadMentors(provider)).map(toMentor),
  mentorshipSessions: async (_root, { scope }, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<MentorshipSessionDTO>(await calls.getSessions(provider)), loading(M.SESSIONS_LOAD_FAILED));
    return inScope(rows.map(session), scope);
  },
  mentorshipResources: async (_root, _args, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<MentorshipResourceDTO>(await calls.getResources(provider)), loading(M.RESOURCES_LOAD_FAILED));
    return rows.map(toResource);
  },
  mentorshipSessionRegistrations: async (_root, { sessionId }, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<SessionRegistrationDTO>(await calls.getRegistrations(provider, sessionId)), managing(M.REGISTRATIONS_LOAD_FAILED));
    return rows.map(toRegistration);
  },
};

type MentorshipMutations = 'registerForSession' | 'cancelSessionRegistration' | 'createMentor' | 'updateMentor' | 'deleteMentor'
  | 'createMentorshipSession' | 'updateMentorshipSession' | 'deleteMentorshipSession'
  | 'createMentorshipResource' | 'updateMentorshipResource' | 'deleteMentorshipResource';

export const mentorshipMutations: Pick<MutationResolvers, MentorshipMutations> = {
  registerForSession: async (_root, { id }, { provider }) =>
    session(await withProviderErrors(() => calls.postRegister(provider, id), registering(M.REGISTER_FAILED))),
  cancelSessionRegistration: async (_root, { id }, { provider }) =>
    session(await withProviderErrors(() => calls.postCancel(provider, id), registering(M.CANCEL_FAILED))),

  createMentor: async (_root, { input }, { provider }) =>
    toMentor(await withProviderErrors(() => calls.postMentor(provider, mentorBody(input)), managing(M.SAVE_MENTOR_FAILED))),
  updateMentor: async (_root, { id, input }, { provider }) =>
    toMentor(await withProviderErrors(() => calls.putMentor(provider, id, mentorBody(input)), managing(M.SAVE_MENTOR_FAILED))),
  deleteMentor: async (_root, { id }, { provider }) => {
    const answer = await withProviderErrors(() => calls.deleteMentor(provider, id), managing(M.DELETE_MENTOR_FAILED));
    return { ok: true, message: messageOr(answer, 'Mentor deleted') };
  },

  createMentorshipSession: async (_root, { input }, { provider }) =>
    session(await withProviderErrors(() => calls.postSession(provider, sessionBody(input)), managing(M.SAVE_SESSION_FAILED))),
  updateMentorshipSession: async (_root, { id, input }, { provider }) =>
    session(await withProviderErrors(() => calls.putSession(provider, id, sessionBody(input)), managing(M.SAVE_SESSION_FAILED))),
  deleteMentorshipSession: async (_root, { id }, { provider }) => {
    const answer = await withProviderErrors(() => calls.deleteSession(provider, id), managing(M.DELETE_SESSION_FAILED));
    return { ok: true, message: messageOr(answer, 'Session deleted') };
  },

  createMentorshipResource: async (_root, { input }, { provider }) =>
    toResource(await withProviderErrors(() => calls.postResource(provider, resourceBody(input)), managing(M.SAVE_RESOURCE_FAILED))),
  updateMentorshipResource: async (_root, { id, input }, { provider }) =>
    toResource(await withProviderErrors(() => calls.putResource(provider, id, resourceBody(input)), managing(M.SAVE_RESOURCE_FAILED))),
  deleteMentorshipResource: async (_root, { id }, { provider }) => {
    const answer = await withProviderErrors(() => calls.deleteResource(provider, id), managing(M.DELETE_RESOURCE_FAILED));
    return { ok: true, message: messageOr(answer, 'Resource deleted') };
  },
};
