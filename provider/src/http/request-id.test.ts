import { expect, it } from 'vitest';
import { SEED_INVITED } from '../app.js';
import { startProvider } from '../testing/http.js';

it("the gateway's request id is the provider's: answered in X-Request-Id and in a 5xx body", async () => {
  // An SMTP server that is not there: sending an invitee's sign-up code fails inside the provider.
  const app = await startProvider({ smtpUrl: 'smtp://127.0.0.1:9' });
  try {
    const failed = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/initial',
      headers: { 'x-request-id': 'edge-7f3a9c21' },
      payload: { email: SEED_INVITED[0].email, password: '', confirmPassword: '', token: '' },
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['x-request-id']).toBe('edge-7f3a9c21');
    expect(failed.json()).toEqual({ message: 'We could not send the e-mail. Please try again later.', requestId: 'edge-7f3a9c21' });

    const fresh = await app.inject({ url: '/api/health', headers: { 'x-request-id': '<bad id>' } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await app.close();
  }
});
