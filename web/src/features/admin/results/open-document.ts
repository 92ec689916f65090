import { REVIEW_FAILED } from '@nuru/rules/results';
import { defineMessage, type IntlShape } from 'react-intl';
import { authorizationHeaders } from '@/shared/api/authorization';

export type OpenOutcome = { ok: true } | { ok: false; message: string };

/** What the officer reads when the browser refuses the new tab. */
export const POPUP_BLOCKED = defineMessage({
  id: 'admin.results.openDocument.popupBlocked',
  defaultMessage: 'The browser blocked the new tab. Allow pop-ups for this site to open documents.',
});

/**
 * Opens a scholar's document in a new tab: the tab opens at the click (so no pop-up blocker stops it), the
 * document is fetched with the officer's bearer token and shown there by the browser (PDF viewer, image). A blocked
 * tab is said in the reader's language (`intl`); the gateway's words and the rules' fallback come as they are, for
 * the screen to show through useServerWords.
 */
export async function openDocument(documentPath: string, intl: IntlShape): Promise<OpenOutcome> {
  const tab = window.open('', '_blank');
  if (!tab) return { ok: false, message: intl.formatMessage(POPUP_BLOCKED) };
  let response: Response;
  try {
    response = await fetch(documentPath, { headers: authorizationHeaders() });
  } catch {
    tab.close();
    return { ok: false, message: REVIEW_FAILED.download };
  }
  if (!response.ok) {
    tab.close();
    return { ok: false, message: await failureMessage(response) };
  }
  const url = URL.createObjectURL(await response.blob());
  tab.opener = null;
  tab.location.href = url;
  // The tab has it once it has loaded; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true };
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    return typeof body?.error?.message === 'string' && body.error.message ? body.error.message : REVIEW_FAILED.download;
  } catch {
    return REVIEW_FAILED.download;
  }
}
