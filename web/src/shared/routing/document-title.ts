import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const TITLES = defineMessages<{ page: { page: string }; portal: Record<string, never> }>({
  page: { id: 'shared.documentTitle.page', defaultMessage: '{page} · Nuru Yangu' },
  portal: { id: 'shared.documentTitle.portal', defaultMessage: 'Nuru Yangu · Scholarship Portal' },
});

/**
 * The browser tab's title in the reader's language: the page's own title, or the portal's name on a page without
 * one. Every layout sets it, so the title index.html starts with never outlives the first screen.
 */
export function useDocumentTitle(page: string | undefined): void {
  const intl = useIntl();
  const title = page ? intl.formatMessage(TITLES.page, { page }) : intl.formatMessage(TITLES.portal);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
