/**
 * Draws the installable app's PNG icons from the brand mark (public/favicon.svg: a white P on
 * Mantine blue.9). The icons are committed; run this again only when the mark changes:
 * `node scripts/make-app-icons.mjs`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

const BRAND = '#1864ab';
const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

/**
 * `maskable`: the launcher crops the picture to its own shape, keeping only the central circle of
 * 80 % of the side, so the background fills the square and the letter stays inside that circle.
 */
function icon(size, { maskable = false } = {}) {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BRAND;
  if (maskable) {
    ctx.fillRect(0, 0, size, size);
  } else {
    const r = size * (12 / 64);
    ctx.beginPath();
    ctx.roundRect(0, 0, size, size, r);
    ctx.fill();
  }
  const letter = maskable ? size * 0.45 : size * (40 / 64);
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${letter}px Arial, "DejaVu Sans", sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // The glyph's optical centre sits a little above the box's: nudged down as the SVG's baseline is.
  ctx.fillText('P', size / 2, size / 2 + letter * 0.04);
  return canvas.toBuffer('image/png');
}

const files = {
  'icon-192.png': icon(192),
  'icon-512.png': icon(512),
  'icon-maskable-512.png': icon(512, { maskable: true }),
  'apple-touch-icon-180.png': icon(180, { maskable: true }),
};
for (const [name, png] of Object.entries(files)) writeFileSync(path.join(out, name), png);
console.log(`wrote ${Object.keys(files).join(', ')} to ${out}`);
