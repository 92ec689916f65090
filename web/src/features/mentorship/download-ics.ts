import { icsFileName, sessionIcs, type CalendarSession } from './session-ics';

/** Saves the session's .ics through the browser's own download. */
export function downloadSessionIcs(session: CalendarSession): void {
  const url = URL.createObjectURL(new Blob([sessionIcs(session, new Date())], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(session.title);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
