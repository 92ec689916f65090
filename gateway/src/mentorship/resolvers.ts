import type { MentorshipSessionResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { actionResult } from '../provider/answers.js';
import type { MentorshipSessionDTO } from './dto.js';
import { mentorBody, resourceBody, sessionBody, toMentor, toRegistration, toResource, toSessionModel } from './mapping.js';
import { inScope } from './scope.js';

const session = (dto: MentorshipSessionDTO) => toSessionModel(dto, new Date());

export const mentorshipSessionType: MentorshipSessionResolvers = {
  mentor: async ({ mentorId }, _args, { services }) => {
    const mentor = mentorId ? await services.mentorship.mentor(mentorId) : undefined;
    return mentor ? toMentor(mentor) : null;
  },
};

export const mentorshipQueries: Pick<
  QueryResolvers,
  'mentors' | 'mentorshipSessions' | 'mentorshipResources' | 'mentorshipSessionRegistrations'
> = {
  mentors: async (_root, _args, { services }) => (await services.mentorship.mentors()).map(toMentor),
  mentorshipSessions: async (_root, { scope }, { services }) => inScope((await services.mentorship.sessions()).map(session), scope),
  mentorshipResources: async (_root, _args, { services }) => (await services.mentorship.resources()).map(toResource),
  mentorshipSessionRegistrations: async (_root, { sessionId }, { services }) =>
    (await services.mentorship.registrations(sessionId)).map(toRegistration),
};

type MentorshipMutations =
  | 'registerForSession'
  | 'cancelSessionRegistration'
  | 'createMentor'
  | 'updateMentor'
  | 'deleteMentor'
  | 'createMentorshipSession'
  | 'updateMentorshipSession'
  | 'deleteMentorshipSession'
  | 'createMentorshipResource'
  | 'updateMentorshipResource'
  | 'deleteMentorshipResource';

export const mentorshipMutations: Pick<MutationResolvers, MentorshipMutations> = {
  registerForSession: async (_root, { id }, { services }) => session(await services.mentorship.register(id)),
  cancelSessionRegistration: async (_root, { id }, { services }) => session(await services.mentorship.cancel(id)),

  createMentor: async (_root, { input }, { services }) => toMentor(await services.mentorship.mentorRecords.create(mentorBody(input))),
  updateMentor: async (_root, { id, input }, { services }) =>
    toMentor(await services.mentorship.mentorRecords.update(id, mentorBody(input))),
  deleteMentor: async (_root, { id }, { services }) => actionResult(await services.mentorship.mentorRecords.delete(id), 'Mentor deleted'),

  createMentorshipSession: async (_root, { input }, { services }) =>
    session(await services.mentorship.sessionRecords.create(sessionBody(input))),
  updateMentorshipSession: async (_root, { id, input }, { services }) =>
    session(await services.mentorship.sessionRecords.update(id, sessionBody(input))),
  deleteMentorshipSession: async (_root, { id }, { services }) =>
    actionResult(await services.mentorship.sessionRecords.delete(id), 'Session deleted'),

  createMentorshipResource: async (_root, { input }, { services }) =>
    toResource(await services.mentorship.resourceRecords.create(resourceBody(input))),
  updateMentorshipResource: async (_root, { id, input }, { services }) =>
    toResource(await services.mentorship.resourceRecords.update(id, resourceBody(input))),
  deleteMentorshipResource: async (_root, { id }, { services }) =>
    actionResult(await services.mentorship.resourceRecords.delete(id), 'Resource deleted'),
};
