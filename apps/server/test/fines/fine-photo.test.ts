import { describe, expect, it } from 'vitest';
import { finePhoto } from '../../src/modules/fines/fine-photo.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const kept = async (svg: string) => {
  const photo = await finePhoto(encode(svg));
  if (typeof photo === 'string') throw new Error(`refused: ${photo}`);
  expect(photo.type).toBe('image/svg+xml');
  return new TextDecoder().decode(photo.bytes);
};

describe('an SVG evidence photo', () => {
  it('keeps an ordinary photo as it was drawn', async () => {
    const svg = await kept(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- camera 12 -->\n<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
        '<filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>' +
        '<rect width="640" height="400" fill="#5d6470" filter="url(#soft)"/><path d="M150 300 L150 200 Z" stroke="#22252a" stroke-width="4"/>' +
        '<text x="320" y="279" font-family="monospace" font-size="26" text-anchor="middle">А 321 ММ 159 &lt;20.11&gt;</text></svg>',
    );
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">');
    expect(svg).toContain('<filter id="soft"><feGaussianBlur stdDeviation="2"/></filter>');
    expect(svg).toContain('<rect width="640" height="400" fill="#5d6470" filter="url(#soft)"/>');
    expect(svg).toContain('<path d="M150 300 L150 200 Z" stroke="#22252a" stroke-width="4"/>');
    expect(svg).toContain('А 321 ММ 159 &lt;20.11&gt;</text>');
  });

  it.each([
    ['an XHTML script under a prefix', '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'],
    ['an SVG script under a prefix', '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'],
    ['a script', '<script>alert(1)</script>'],
    ['a script in CDATA', '<script><![CDATA[alert(1)]]></script>'],
    ['an onload handler', '<rect width="4" height="4" onload="alert(1)" onclick="alert(1)"/>'],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect width="4" height="4"/></a>'],
    ['a javascript: xlink', '<a xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)"><rect width="4" height="4"/></a>'],
    ['a foreignObject', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></div></foreignObject>'],
    ['an external image', '<image href="https://tracker.example/alert(1).png" width="4" height="4"/>'],
    ['a style sheet', '<style>@import url(https://tracker.example/alert(1).css);</style>'],
    ['an animation that sets a link', '<a><animate attributeName="href" values="javascript:alert(1)"/><rect width="4" height="4"/></a>'],
  ])('removes %s', async (_name, inner) => {
    const svg = await kept(`<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">${inner}<circle r="1"/></svg>`);
    expect(svg).toContain('<circle r="1"/>');
    expect(svg).not.toMatch(/script|alert|onload|onclick|foreignObject|javascript|https:|<style|animate/i);
  });

  it('keeps a raster embedded in the photo and references inside it', async () => {
    const svg = await kept(
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
        '<rect width="4" height="4" fill="url(#g)"/><image href="data:image/png;base64,iVBORw0KGgo=" width="4" height="4"/></svg>',
    );
    expect(svg).toContain('<linearGradient id="g">');
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it('refuses what is not an SVG, or what the parser cannot read', async () => {
    expect(await finePhoto(encode('<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>'))).toBe('type');
    expect(await finePhoto(encode('<svg xmlns="http://www.w3.org/2000/svg"><rect'))).toBe('type');
    expect(await finePhoto(encode('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'))).toBe('type');
  });
});
