import { describe, expect, it } from 'vitest';
import { announcementNotice } from './announcement-notice.js';

describe('announcementNotice', () => {
  const announcement = { title: 'Orientation day', content: 'Meet us on Friday.' };

  it.each([
    [1, { batchNo: 1 }],
    [null, { batchNo: null }],
  ])('batch %j goes to %j, by the announcements preference', (batchNo, audience) => {
    expect(announcementNotice({ ...announcement, batchNo })).toMatchObject({ audience, kind: 'announcements' });
  });

  it.each([
    [
      'en',
      {
        subject: 'New announcement: Orientation day',
        text: 'Orientation day\n\nMeet us on Friday.\n\nRead it in the portal under Announcements.',
      },
    ],
    [
      'sw',
      {
        subject: 'Tangazo jipya: Orientation day',
        text: 'Orientation day\n\nMeet us on Friday.\n\nSoma tangazo hili kwenye mfumo, sehemu ya Matangazo.',
      },
    ],
  ] as const)('in %s keeps the title and text as the officer wrote them', (language, mail) => {
    expect(announcementNotice({ ...announcement, batchNo: 1 }).mail(language)).toEqual(mail);
  });
});
