import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps text markup', () => {
    expect(sanitizeHtml('<h2>Rules</h2><p>Text <strong>bold</strong></p><ul><li>one</li></ul>')).toBe(
      '<h2>Rules</h2><p>Text <strong>bold</strong></p><ul><li>one</li></ul>',
    );
  });

  it('removes scripts, event handlers, javascript links and frames', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><iframe src="https://evil"></iframe><img src=x onerror="steal()">',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.org">site</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
    expect(sanitizeHtml('<a href="/news/1">news</a>')).toBe('<a href="/news/1">news</a>');
  });
});
