import type { TLanguage } from '@city-parking/contract/site/languages';

const formats = new Map<TLanguage, Intl.NumberFormat>();

/**
 * A share (0.125 for 12.5 %) as a percent in the language's own style, up to one decimal: Russian
 * "12,5 %" with a no-break space before the sign (RUSSIAN-RULES.md), English "12.5%".
 */
export function formatPercent(share: number, language: TLanguage): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format.format(share);
}
