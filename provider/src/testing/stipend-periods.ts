// Tests only: the programme's stipend periods set as an officer sets them (PUT /api/admin/settings/programme), so a
// test's runs each pay a period of their own. Tests of the desk are not about the yearly cap: it is the highest.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MAX_STIPENDS_PER_YEAR } from '../programme/period-rules.js';
import { call } from './http.js';

export async function useInstalments(
  app: FastifyInstance,
  token: string,
  stipendInstalments: string[],
  maxStipendsPerYear = MAX_STIPENDS_PER_YEAR,
) {
  const settings = (await call<object>(app, 'GET', '/api/admin/settings/programme', { token })).body;
  const saved = await call(app, 'PUT', '/api/admin/settings/programme', {
    token,
    body: { ...settings, stipendInstalments, maxStipendsPerYear },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
