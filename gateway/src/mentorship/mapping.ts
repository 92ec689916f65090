import type {
  Mentor,
  MentorInput,
  MentorshipSession,
  MentorshipResource,
  MentorshipResourceInput,
  MentorshipResourceKind,
  MentorshipSessionInput,
  SessionRegistration,
} from '../generated/resolvers.js';
import type {
  MentorBody,
  MentorDTO,
  MentorshipResourceDTO,
  MentorshipSessionDTO,
  ResourceBody,
  SessionBody,
  SessionRegistrationDTO,
} from './dto.js';

/** A MentorshipSession before its mentor is resolved (from the mentors list, by mentorId). */
export type SessionModel = Omit<MentorshipSession, 'mentor' | '__typename'> & { mentorId: string | null };

export function toSessionModel(dto: MentorshipSessionDTO, now: Date): SessionModel {
  const start = new Date(dto.startsAt);
  const seatsLeft = Math.max(0, dto.seatsLeft);
  return {
    ...dto,
    id: String(dto.id),
    title: dto.title ?? '',
    description: dto.description ?? '',
    mentorId: dto.mentorId ?? null,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + dto.durationMinutes * 60_000).toISOString(),
    mode: dto.mode === 'IN_PERSON' ? 'IN_PERSON' : 'ONLINE',
    seatsLeft,
    full: seatsLeft === 0,
    registered: dto.registered === true,
    started: start.getTime() <= now.getTime(),
  };
}

export function toMentor(dto: MentorDTO): Mentor {
  return { id: String(dto.id), name: dto.name ?? '', field: dto.field ?? '', organisation: dto.organisation ?? '', bio: dto.bio ?? '' };
}

const KINDS: readonly MentorshipResourceKind[] = ['ARTICLE', 'VIDEO', 'DOCUMENT', 'LINK'];

export function toResource(dto: MentorshipResourceDTO): MentorshipResource {
  return {
    id: String(dto.id),
    title: dto.title ?? '',
    // A kind the portal does not know is still a link to open.
    kind: KINDS.includes(dto.kind as MentorshipResourceKind) ? (dto.kind as MentorshipResourceKind) : 'LINK',
    url: dto.url ?? '',
    description: dto.description ?? '',
  };
}

export function toRegistration(dto: SessionRegistrationDTO): SessionRegistration {
  return { ...dto, studentId: String(dto.userId), name: dto.name ?? '', email: dto.email ?? '' };
}

export function mentorBody(input: MentorInput): MentorBody {
  return { name: input.name, field: input.field, organisation: input.organisation, bio: input.bio ?? '' };
}

export function sessionBody(input: MentorshipSessionInput): SessionBody {
  return {
    title: input.title,
    description: input.description ?? '',
    mentorId: input.mentorId,
    startsAt: input.startsAt,
    durationMinutes: input.durationMinutes,
    mode: input.mode,
    link: input.link ?? null,
    place: input.place ?? null,
    capacity: input.capacity,
    batchNo: input.batchNo ?? null,
  };
}

export function resourceBody(input: MentorshipResourceInput): ResourceBody {
  return { title: input.title, kind: input.kind, url: input.url, description: input.description ?? '' };
}
