import type { FastifyInstance } from 'fastify';
import { consumeCode } from '../email-codes/code-queries.js';
import { SIGNUP_WINDOW_MS } from '../email-codes/code-rules.js';
import { sendCode, verifiedCode, verifyCode, type CodeContext } from '../email-codes/email-codes.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { answers, emailText, newPasswordText, nullableEmailText, PUBLIC, ref } from '../http/schemas.js';
import { saveAccountLanguage } from '../notify/language-queries.js';
import { isLanguage } from '../notify/mail-language.js';
import { emailAsTyped, INVALID_EMAIL_MESSAGE, isEmail } from '../users/email-rules.js';
import { awaitsConfirmation, findInvitation, markInvitationUsed } from '../users/invitation-queries.js';
import { hashPassword } from '../users/password-hash.js';
import { passwordProblem } from '../users/password-rules.js';
import { findUserByEmail, isRegistered, updateUser, upsertUserByEmail } from '../users/user-queries.js';
import { profileFieldsInput } from '../users/user-view.js';
import { parseCompleteProfile, type CompleteProfileField } from './complete-profile-rules.js';
import { describedEmailAndPassword, describedSignupComplete, describedSignupInitial } from './auth-schemas.js';
import { AUTH_MESSAGES } from './messages.js';

const done = answers({ 200: ref('Message') });

const setPasswordAnswer = {
  type: 'object',
  required: ['message', 'next'],
  properties: {
    message: { type: 'string' },
    next: { type: 'string', enum: ['COMPLETE_PROFILE', 'SIGN_IN'] },
  },
} as const;

interface InitialBody {
  email: string;
  password?: string;
  confirmPassword?: string;
  token?: string;
  /** The visitor's language: the code e-mail is written in it (in both when absent or unknown). */
  language?: string;
}
type CompleteBody = { email?: string; language?: string } & Partial<Record<CompleteProfileField, string | null>>;

/** The address compared (`email`) and as the person typed it (`typed`, what they are shown). */
function addressFrom(raw: string | undefined): { email: string; typed: string } {
  const address = emailAsTyped(raw ?? '');
  if (!address.email) throw badRequest('Email is required');
  if (!isEmail(address.email)) throw badRequest(INVALID_EMAIL_MESSAGE);
  return address;
}

export async function signupRoutes(app: FastifyInstance, context: CodeContext) {
  const { db } = context;

  // One path, two forms (docs/behaviour.md §7): with a `password` key it starts sign-up, without it verifies a code.
  app.post<{ Body: InitialBody }>(
    '/auth/signup/initial',
    {
      schema: {
        security: PUBLIC,
        body: {
          type: 'object',
          required: ['email'],
          properties: {
            email: emailText,
            password: newPasswordText,
            confirmPassword: newPasswordText,
            token: { type: 'string', maxLength: 64 },
            // Not limited: anything but en or sw is ignored.
            language: { type: 'string' },
          },
        },
        describedBody: describedSignupInitial,
        response: done,
      },
    },
    async (request) => {
      const body = request.body;
      const { email, typed } = addressFrom(body.email);
      if (!('password' in body)) {
        const token = body.token?.trim() ?? '';
        if (!token) throw badRequest(AUTH_MESSAGES.tokenRequired);
        await verifyCode(context, email, token);
        return { message: AUTH_MESSAGES.emailVerified };
      }

      const password = body.password ?? '';
      if (password) {
        const problem = passwordProblem(password);
        if (problem) throw badRequest(problem);
        if ((body.confirmPassword ?? password) !== password) throw badRequest(AUTH_MESSAGES.passwordsDoNotMatch);
      }
      if (isRegistered(await findUserByEmail(db, email))) throw conflict(AUTH_MESSAGES.alreadyRegistered);
      const invitation = await findInvitation(db, email);
      if (!invitation) throw forbidden(AUTH_MESSAGES.notInvited);
      if (awaitsConfirmation(invitation)) throw forbidden(AUTH_MESSAGES.adminInvitationUnconfirmed);
      await sendCode(context, email, 'signup', { visitor: body.language });
      return { message: AUTH_MESSAGES.codeSent(typed) };
    },
  );

  app.post<{ Body: { email?: string; password?: string } }>(
    '/auth/signup/set-password',
    {
      schema: {
        security: PUBLIC,
        body: { type: 'object', properties: { email: emailText, password: newPasswordText } },
        describedBody: describedEmailAndPassword('password'),
        response: answers({ 200: setPasswordAnswer }),
      },
    },
    async (request) => {
      const { email, typed } = addressFrom(request.body.email);
      const problem = passwordProblem(request.body.password ?? '');
      if (problem) throw badRequest(problem);
      if (isRegistered(await findUserByEmail(db, email))) throw conflict(AUTH_MESSAGES.alreadyRegistered);
      const code = await verifiedCode(db, email, 'signup', SIGNUP_WINDOW_MS);
      if (!code) throw badRequest(AUTH_MESSAGES.emailNotVerified);
      const passwordHash = await hashPassword(request.body.password!);
      const invitation = await findInvitation(db, email);
      if (invitation?.role !== 'ADMIN') {
        await upsertUserByEmail(db, email, { passwordHash, displayEmail: typed });
        return { message: AUTH_MESSAGES.passwordSet, next: 'COMPLETE_PROFILE' };
      }
      if (awaitsConfirmation(invitation)) throw forbidden(AUTH_MESSAGES.adminInvitationUnconfirmed);
      // An administrator keeps no scholar profile: the password finishes their sign-up.
      if (!(await consumeCode(db, code.id))) throw badRequest(AUTH_MESSAGES.emailNotVerified);
      await upsertUserByEmail(db, email, {
        passwordHash,
        displayEmail: typed,
        role: 'ADMIN',
        name: invitation.name ?? '',
        completedAt: new Date(),
      });
      await markInvitationUsed(db, email);
      return { message: AUTH_MESSAGES.adminAccountReady, next: 'SIGN_IN' };
    },
  );

  app.post<{ Body: CompleteBody }>(
    '/auth/signup/complete',
    {
      schema: {
        security: PUBLIC,
        body: {
          type: 'object',
          properties: {
            email: nullableEmailText,
            ...profileFieldsInput,
            batchNo: { type: ['integer', 'null'] },
            language: { type: 'string', maxLength: 10 },
          },
        },
        describedBody: describedSignupComplete,
        response: done,
      },
    },
    async (request) => {
      if (!request.body.email?.trim()) throw badRequest('Email is required but missing');
      const { email } = addressFrom(request.body.email);
      const parsed = parseCompleteProfile(request.body);
      if ('problem' in parsed) throw badRequest(parsed.problem);

      const user = await findUserByEmail(db, email);
      if (isRegistered(user)) throw conflict(AUTH_MESSAGES.alreadyRegistered);
      const code = await verifiedCode(db, email, 'signup', SIGNUP_WINDOW_MS);
      if (!user?.passwordHash || !code) throw badRequest(AUTH_MESSAGES.passwordNotSet);
      const invitation = await findInvitation(db, email);
      // An administrator's invitation has no scholar profile to complete (set-password finished it).
      if (!invitation || invitation.batchNo === null) throw forbidden(AUTH_MESSAGES.notInvited);
      // Consuming the code first makes a double submit complete the profile once.
      if (!(await consumeCode(db, code.id))) throw badRequest(AUTH_MESSAGES.passwordNotSet);

      await updateUser(db, user.id, {
        ...parsed.values,
        role: 'STUDENT',
        enrollmentStatus: 'Active',
        // The batch is the invitation's: the officer chose it, and the body's batchNo (docs/behaviour.md §7) is not the scholar's to pick.
        batchNo: invitation.batchNo,
        completedAt: new Date(),
      });
      await markInvitationUsed(db, email);
      // The language the visitor read the sign-up in becomes the account's; another value is ignored.
      if (isLanguage(request.body.language)) await saveAccountLanguage(db, user.id, request.body.language);
      return { message: AUTH_MESSAGES.profileCompleted };
    },
  );
}
