import { useEffect, useState } from 'react';
import { Typography } from '@mantine/core';

/**
 * Server-provided HTML, sanitised, with the theme's text styles. The sanitiser loads on first use,
 * in parallel with the content request, so it stays out of every page's first load.
 */
export function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    void import('./sanitize-html.ts').then(({ sanitizeHtml }) => {
      if (current) setClean({ source: html, html: sanitizeHtml(html) });
    });
    return () => {
      current = false;
    };
  }, [html]);

  if (clean?.source !== html) return null;
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean.html }} />
    </Typography>
  );
}

/** Starts loading the sanitiser early, e.g. when a page that will need it begins its request. */
export const preloadSanitizer = () => void import('./sanitize-html.ts');
