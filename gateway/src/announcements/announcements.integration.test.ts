import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, json, startPeer, type Peer } from '../testing/peer.js';
import { gql, onlyError, signIn, startGateway, useStack } from '../testing/stack.js';

const ANNOUNCEMENTS = `query A($limit: Int) { announcements(limit: $limit) { id title content senderName createdAt category priority pinned tags } }`;
const PINNED = `{ pinnedAnnouncements { id pinned category } }`;

describe('over the reference provider', () => {
  const stack = useStack();

  it('a scholar reads those for everyone and for their batch, newest first, with derived fields', async () => {
    const batch1 = SEED_STUDENTS.find((s) => s.batchNo === 1)!;
    const token = await signIn(stack.gateway, batch1.email, DEV_STUDENT_PASSWORD);
    const { data, errors } = await gql(stack.gateway, ANNOUNCEMENTS, {}, token);
    expect(errors).toBeUndefined();
    const list = data?.announcements as Record<string, any>[];
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((a) => a.category))).not.toContain('batch2');
    const dates = list.map((a) => Date.parse(a.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const announcement of list) {
      expect(['urgent', 'high', 'medium', 'low']).toContain(announcement.priority);
      expect(announcement.title).not.toBe('');
    }
    expect((await gql(stack.gateway, ANNOUNCEMENTS, { limit: 2 }, token)).data?.announcements).toEqual(list.slice(0, 2));

    const pinned = (await gql(stack.gateway, PINNED, {}, token)).data?.pinnedAnnouncements as Record<string, any>[];
    expect(pinned.every((a) => a.pinned && a.category !== 'batch2')).toBe(true);
  });

  it('an administrator reads all of them', async () => {
    const token = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const list = (await gql(stack.gateway, ANNOUNCEMENTS, {}, token)).data?.announcements as Record<string, any>[];
    expect(new Set(list.map((a) => a.category))).toEqual(new Set(['all', 'batch1', 'batch2']));
  });

  it.each([
    [ANNOUNCEMENTS, 'You are not authorized to view announcements. Please log in.'],
    [PINNED, 'You are not authorized to view pinned announcements.'],
  ])('without a valid session: %#', async (query, message) => {
    expect(onlyError(await gql(stack.gateway, query, {}, 'not-a-token'))).toEqual({ message, code: 'UNAUTHENTICATED' });
  });
});

describe('a provider that fails', () => {
  let peer: Peer;
  let gateway: FastifyInstance;
  let down: FastifyInstance;

  beforeAll(async () => {
    peer = await startPeer();
    gateway = await startGateway(peer.url);
    down = await startGateway(await closedPortUrl());
  });

  afterAll(async () => {
    await gateway?.close();
    await down?.close();
    await peer?.close();
  });

  it.each([
    [ANNOUNCEMENTS, 'Failed to fetch announcements. Please try again.'],
    [PINNED, 'Failed to fetch pinned announcements. Please try again.'],
  ])('an error without a reason: %#', async (query, message) => {
    peer.answer((_request, response) => response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>500</h1>'));
    expect(onlyError(await gql(gateway, query, {}, 't'))).toEqual({ message, code: 'INTERNAL_SERVER_ERROR' });
  });

  it('maps what it sends', async () => {
    peer.answer((_request, response) =>
      json(response, 200, [
        {
          announcementId: 7,
          title: 'Mandatory orientation',
          content: 'Batch 2 must attend.',
          senderName: 'Office',
          createdAt: '2025-01-01T00:00:00Z',
          batchNo: 2,
          pinned: true,
        },
      ]),
    );
    expect((await gql(gateway, ANNOUNCEMENTS, {}, 't')).data?.announcements).toEqual([
      {
        id: '7',
        title: 'Mandatory orientation',
        content: 'Batch 2 must attend.',
        senderName: 'Office',
        createdAt: '2025-01-01T00:00:00Z',
        category: 'batch2',
        priority: 'high',
        pinned: true,
        tags: ['batch2', 'orientation'],
      },
    ]);
  });

  it.each([ANNOUNCEMENTS, PINNED])('down: the network message %#', async (query) => {
    expect(onlyError(await gql(down, query, {}, 't'))).toEqual({
      message: 'Network error. Please check your internet connection and try again.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });
});
