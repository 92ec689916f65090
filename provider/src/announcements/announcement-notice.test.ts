import { describe, expect, it } from 'vitest';
import { announcementNotice } from './announcement-notice.js';

describe('announcementNotice', () => {
  it.each([
    [1, { batchNo: 1 }],
    [null, { batchNo: null }],
  ])('batch %j goes to %j', (batchNo, audience) => {
    const notice = announcementNotice({ title: 'Orientation day', content: 'Meet us on Friday.', batchNo });
    expect(notice).toMatchObject({ audience, kind: 'announcements', subject: 'New announcement: Orientation day' });
    expect(notice.text).toContain('Meet us on Friday.');
    expect(notice.text).toContain('Settings > Notifications');
  });
});
