import { asStudent, type StudentRead } from '../access/student.js';
import { readViewer } from '../access/viewer.js';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import type { ProfileInput } from '../generated/resolvers.js';
import type { ProviderSession } from '../provider/session.js';
import type { ProfileDTO } from './dto.js';
import { ACCOUNT_CHANGE_PASSWORD_REQUIRED } from '@nuru/rules/profile';
import { refuseBadInput } from '../errors/user-facing.js';
import { changesAccountNumber, toProfileInfoBody } from './mapping.js';
import {
  emailChangeFailure,
  PROFILE_UPDATE_DEFAULT,
  profileLoadMessage,
  profileUpdateMessage,
  profileUpdateWithPasswordMessage,
} from './messages.js';

const loading: FailureRules = { messages: profileLoadMessage };
const updating: FailureRules = { messages: profileUpdateMessage, networkMessage: PROFILE_UPDATE_DEFAULT };
// The profile was just read with this session: a 401 to a save with a password is the password, not the session.
const updatingWithPassword: FailureRules = {
  messages: profileUpdateWithPasswordMessage,
  networkMessage: PROFILE_UPDATE_DEFAULT,
  unauthorizedIsUserInput: true,
};

/** The signed-in person's profile at the provider (docs/behaviour.md §7), failing in the profile's words (section 8). */
export class ProfileService {
  constructor(private readonly provider: ProviderSession) {}

  /** `GET /profile`. */
  get(): Promise<ProfileDTO> {
    return withProviderErrors(() => readViewer<ProfileDTO>(this.provider), loading);
  }

  /** `read` handed out to a student only (docs/behaviour.md §6); a failed role check reads as the profile's. */
  whenStudent<T>(read: () => Promise<T>): Promise<StudentRead<T>> {
    return withProviderErrors(() => asStudent(this.provider, read), loading);
  }

  /**
   * `PUT /profile/info`: the edited fields over the current ones, then the profile re-read (docs/behaviour.md §4). A new
   * account number without the password is refused here, whatever the provider would do with it.
   */
  async update(input: ProfileInput): Promise<ProfileDTO> {
    const current = await withProviderErrors(() => readViewer<ProfileDTO>(this.provider), updating);
    const withPassword = Boolean(input.currentPassword);
    if (!withPassword) refuseBadInput(changesAccountNumber(current, input) ? ACCOUNT_CHANGE_PASSWORD_REQUIRED : null);
    return withProviderErrors(
      async () => {
        await this.provider.send<unknown>('PUT', '/profile/info', toProfileInfoBody(current, input));
        // The write forgot the earlier read, so this one asks the provider again.
        return readViewer<ProfileDTO>(this.provider);
      },
      withPassword ? updatingWithPassword : updating,
    );
  }

  /** `POST /profile/email/code`: checks the password and e-mails a code to the new address. */
  requestEmailChange(password: string, newEmail: string): Promise<{ message?: string }> {
    const body = { password, newEmail: newEmail.trim() };
    return withProviderErrors(() => this.provider.send<{ message?: string }>('POST', '/profile/email/code', body), emailChangeFailure);
  }

  /** `POST /profile/email` with the code sent to the new address; answers the profile that now has it. */
  confirmEmailChange(newEmail: string, code: string): Promise<ProfileDTO> {
    const body = { newEmail: newEmail.trim(), code: code.replace(/\s+/g, '') };
    return withProviderErrors(async () => {
      await this.provider.send<unknown>('POST', '/profile/email', body);
      return readViewer<ProfileDTO>(this.provider);
    }, emailChangeFailure);
  }
}
