// The provider's mentorship shapes (GET/POST/PUT under /api/mentorship), from its generated types.
import type { Lenient, ProviderAnswer, ProviderBody, ProviderSchema } from '../provider/contract.js';

export type MentorDTO = Lenient<ProviderSchema<'Mentor'>, 'id'>;

export type MentorshipSessionDTO = Lenient<
  ProviderSchema<'MentorshipSession'>,
  'id' | 'startsAt' | 'durationMinutes' | 'mode' | 'capacity' | 'seatsLeft'
>;

export type MentorshipResourceDTO = Lenient<ProviderSchema<'MentorshipResource'>, 'id' | 'kind'>;

export type SessionRegistrationDTO = Lenient<
  ProviderAnswer<'/api/mentorship/sessions/{id}/registrations', 'get'>[number],
  'userId' | 'registeredAt'
>;

export type MentorBody = Required<ProviderBody<'/api/mentorship/mentors', 'post'>>;

export type SessionBody = Required<ProviderBody<'/api/mentorship/sessions', 'post'>>;

export type ResourceBody = Required<ProviderBody<'/api/mentorship/resources', 'post'>>;
