import { useTranslation } from 'react-i18next';

/** The first stop of the Tab key: jumps past the header to the page's main content (WCAG 2.4.1). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="skip-link"
      onClick={(event) => {
        const main = document.querySelector('main');
        if (!main) return;
        event.preventDefault();
        // The main area is not a control: it takes the focus only when asked to.
        main.tabIndex = -1;
        main.focus();
      }}
    >
      {t('skipLink')}
    </a>
  );
}
