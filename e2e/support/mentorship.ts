// Reads a mentorship session from the reference provider as the signed-in student sees it (to check the .ics file).
import { providerApi } from './ports.js';

export interface ProviderSession {
  id: string;
  title: string;
  startsAt: string;
  durationMinutes: number;
  seatsLeft: number;
}

export async function mentorshipSession(token: string, title: string): Promise<ProviderSession> {
  const response = await fetch(`${providerApi}/mentorship/sessions`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /mentorship/sessions answered ${response.status}`);
  const session = ((await response.json()) as ProviderSession[]).find((s) => s.title === title);
  if (!session) throw new Error(`No mentorship session titled ${title}`);
  return session;
}

/** 2026-03-12T13:00:00.000Z -> 20260312T130000Z */
export const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
