import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { listOf } from '../provider/answers.js';
import type { ProviderPath } from '../provider/contract.js';
import type { ProviderSession } from '../provider/session.js';
import type {
  MentorBody,
  MentorDTO,
  MentorshipResourceDTO,
  MentorshipSessionDTO,
  ResourceBody,
  SessionBody,
  SessionRegistrationDTO,
} from './dto.js';
import * as M from './messages.js';

const loading = (fallback: string): FailureRules => ({ messages: M.loadMessage(fallback), networkMessage: fallback });
const registering = (fallback: string): FailureRules => ({ messages: M.registrationMessage(fallback), networkMessage: fallback });
const managing = (fallback: string): FailureRules => ({ messages: M.managementMessage(fallback), networkMessage: fallback });

const session = (id: string) => `/mentorship/sessions/${encodeURIComponent(id)}` as const;

// One lookup table per mentors answer; the answer itself is read once per request.
const indexes = new WeakMap<MentorDTO[], Map<string, MentorDTO>>();

/** One kind of record an administrator creates, replaces whole, and deletes (ADMIN only). */
class Records<T, Body> {
  constructor(
    private readonly provider: ProviderSession,
    private readonly path: '/mentorship/mentors' | '/mentorship/sessions' | '/mentorship/resources',
    private readonly failed: { save: string; delete: string },
  ) {}

  create(body: Body): Promise<T> {
    return withProviderErrors(() => this.provider.send<T>('POST', this.path, body), managing(this.failed.save));
  }

  update(id: string, body: Body): Promise<T> {
    return withProviderErrors(
      () => this.provider.send<T>('PUT', `${this.path}/${encodeURIComponent(id)}` as const, body),
      managing(this.failed.save),
    );
  }

  delete(id: string): Promise<unknown> {
    return withProviderErrors(
      () => this.provider.send<unknown>('DELETE', `${this.path}/${encodeURIComponent(id)}` as const),
      managing(this.failed.delete),
    );
  }
}

/**
 * The provider's career mentorship (mentors, sessions and their seats, resources). Lists fail in the screen's
 * own words; a refused change carries the provider's reason (a full session, a field to fix).
 */
export class MentorshipService {
  /** The administrator's changes to mentors; deleting one is refused while it has sessions. */
  readonly mentorRecords: Records<MentorDTO, MentorBody>;
  /** The administrator's changes to sessions; seats already taken stay taken, and go with a deleted session. */
  readonly sessionRecords: Records<MentorshipSessionDTO, SessionBody>;
  readonly resourceRecords: Records<MentorshipResourceDTO, ResourceBody>;

  constructor(private readonly provider: ProviderSession) {
    this.mentorRecords = new Records(provider, '/mentorship/mentors', { save: M.SAVE_MENTOR_FAILED, delete: M.DELETE_MENTOR_FAILED });
    this.sessionRecords = new Records(provider, '/mentorship/sessions', { save: M.SAVE_SESSION_FAILED, delete: M.DELETE_SESSION_FAILED });
    this.resourceRecords = new Records(provider, '/mentorship/resources', {
      save: M.SAVE_RESOURCE_FAILED,
      delete: M.DELETE_RESOURCE_FAILED,
    });
  }

  /** Every mentor, by name. */
  mentors(): Promise<MentorDTO[]> {
    return this.list<MentorDTO>('/mentorship/mentors', M.MENTORS_LOAD_FAILED);
  }

  /** One mentor of the list (each session names its mentor by id). */
  async mentor(id: string): Promise<MentorDTO | undefined> {
    const mentors = await this.mentors();
    let index = indexes.get(mentors);
    if (!index) indexes.set(mentors, (index = new Map(mentors.map((m) => [String(m.id), m]))));
    return index.get(id);
  }

  /** The sessions the viewer may see: their batch's and everyone's. */
  sessions(): Promise<MentorshipSessionDTO[]> {
    return this.list<MentorshipSessionDTO>('/mentorship/sessions', M.SESSIONS_LOAD_FAILED);
  }

  /** Career resources, by title. */
  resources(): Promise<MentorshipResourceDTO[]> {
    return this.list<MentorshipResourceDTO>('/mentorship/resources', M.RESOURCES_LOAD_FAILED);
  }

  /** ADMIN only: who holds a seat, in registration order. */
  registrations(sessionId: string): Promise<SessionRegistrationDTO[]> {
    return withProviderErrors(
      async () => listOf<SessionRegistrationDTO>(await this.provider.get(`${session(sessionId)}/registrations` as const)),
      managing(M.REGISTRATIONS_LOAD_FAILED),
    );
  }

  /** A student takes a seat; answers the session as it now stands. */
  register(id: string): Promise<MentorshipSessionDTO> {
    return withProviderErrors(
      () => this.provider.send<MentorshipSessionDTO>('POST', `${session(id)}/register` as const),
      registering(M.REGISTER_FAILED),
    );
  }

  /** A student gives their seat back before the session starts. */
  cancel(id: string): Promise<MentorshipSessionDTO> {
    return withProviderErrors(
      () => this.provider.send<MentorshipSessionDTO>('POST', `${session(id)}/cancel` as const),
      registering(M.CANCEL_FAILED),
    );
  }

  private list<T>(path: ProviderPath, fallback: string): Promise<T[]> {
    return withProviderErrors(async () => listOf<T>(await this.provider.get(path)), loading(fallback));
  }
}
