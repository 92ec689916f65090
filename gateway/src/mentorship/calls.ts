import type { ProviderSession } from '../provider/session.js';
import type {
  MentorBody, MentorDTO, MentorshipResourceDTO, MentorshipSessionDTO, ResourceBody, SessionBody, SessionRegistrationDTO,
} from './dto.js';

const session = (id: string) => `/mentorship/sessions/${encodeURIComponent(id)}`;
const mentor = (id: string) => `/mentorship/mentors/${encodeURIComponent(id)}`;
const resource = (id: string) => `/mentorship/resources/${encodeURIComponent(id)}`;

// Reads are memoised per GraphQL request (ProviderSession): every session's mentor comes from one GET.
export const getMentors = (provider: ProviderSession) => provider.get<MentorDTO[]>('/mentorship/mentors');
export const getSessions = (provider: ProviderSession) => provider.get<MentorshipSessionDTO[]>('/mentorship/sessions');
export const getResources = (provider: ProviderSession) => provider.get<MentorshipResourceDTO[]>('/mentorship/resources');
export const getRegistrations = (provider: ProviderSession, id: string) =>
  provider.get<SessionRegistrationDTO[]>(`${session(id)}/registrations`);

export const postRegister = (provider: ProviderSession, id: string) => provider.send<MentorshipSessionDTO>('POST', `${session(id)}/register`);
export const postCancel = (provider: ProviderSession, id: string) => provider.send<MentorshipSessionDTO>('POST', `${session(id)}/cancel`);

export const postMentor = (provider: ProviderSession, body: MentorBody) => provider.send<MentorDTO>('POST', '/mentorship/mentors', body);
export const putMentor = (provider: ProviderSession, id: string, body: MentorBody) => provider.send<MentorDTO>('PUT', mentor(id), body);
export const deleteMentor = (provider: ProviderSession, id: string) => provider.send<unknown>('DELETE', mentor(id));

export const postSession = (provider: ProviderSession, body: SessionBody) =>
  provider.send<MentorshipSessionDTO>('POST', '/mentorship/sessions', body);
export const putSession = (provider: ProviderSession, id: string, body: SessionBody) =>
  provider.send<MentorshipSessionDTO>('PUT', session(id), body);
export const deleteSession = (provider: ProviderSession, id: string) => provider.send<unknown>('DELETE', session(id));

export const postResource = (provider: ProviderSession, body: ResourceBody) =>
  provider.send<MentorshipResourceDTO>('POST', '/mentorship/resources', body);
export const putResource = (provider: ProviderSession, id: string, body: ResourceBody) =>
  provider.send<MentorshipResourceDTO>('PUT', resource(id), body);
export const deleteResource = (provider: ProviderSession, id: string) => provider.send<unknown>('DELETE', resource(id));
