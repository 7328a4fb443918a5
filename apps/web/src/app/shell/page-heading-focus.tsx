import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** How long a page's lazily loaded heading is waited for. */
const WAIT_MS = 5000;

/**
 * After a navigation within the site, moves the focus to the new page's first-level heading, so that
 * a screen reader reads where the person has arrived, and names the browser tab after that heading
 * in the page's language. The first load keeps the focus at the top of the document.
 */
export function PageHeadingFocus() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const appName = t('appName');
  const first = useRef(true);

  useEffect(() => {
    const moveFocus = !first.current;
    first.current = false;
    let observer: MutationObserver | null = null;
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      const title = heading.textContent?.trim();
      document.title = title && title !== appName ? `${title} — ${appName}` : appName;
      if (moveFocus) {
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (!settle()) {
      observer = new MutationObserver(() => {
        if (settle()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }
    const timer = window.setTimeout(() => observer?.disconnect(), WAIT_MS);
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, appName]);

  return null;
}
