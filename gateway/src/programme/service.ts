import { withProviderErrors } from '../errors/provider-failure.js';
import { ProviderInvalidResponseError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import type { ProgrammeDTO } from './dto.js';
import { programmeLoadMessage } from './messages.js';

/** The programme's settings at the provider: the one source of the current academic year. */
export class ProgrammeService {
  constructor(private readonly provider: ProviderSession) {}

  /** `GET /programme` (memoised per request like every read). */
  settings(): Promise<ProgrammeDTO> {
    return withProviderErrors(
      async () => {
        const answer = await this.provider.get<Partial<ProgrammeDTO> | null>('/programme');
        if (typeof answer?.currentAcademicYear !== 'string')
          throw new ProviderInvalidResponseError(new TypeError('expected currentAcademicYear'));
        return { currentAcademicYear: answer.currentAcademicYear };
      },
      { messages: programmeLoadMessage },
    );
  }

  /** The academic year the portal is about now, in provider form. */
  async currentAcademicYear(): Promise<string> {
    return (await this.settings()).currentAcademicYear;
  }
}
