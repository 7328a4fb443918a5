const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A demo evidence photo drawn in code: a car from behind, its plate in a plate box, and the camera's
 * caption with the date, time and place, as a fixation camera frames it.
 */
export function finePhotoSvg({ plate, at, place, timeZone }: { plate: string; at: Date; place: string; timeZone: string }): Uint8Array {
  const stamp = new Intl.DateTimeFormat('ru-RU', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(at);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
  <rect width="640" height="400" fill="#5d6470"/>
  <rect y="300" width="640" height="100" fill="#3c4048"/>
  <path d="M150 300 L150 200 Q160 150 220 130 L420 130 Q480 150 490 200 L490 300 Z" fill="#c8ccd4" stroke="#22252a" stroke-width="4"/>
  <path d="M200 195 Q215 155 250 148 L390 148 Q425 155 440 195 Z" fill="#7a8696" stroke="#22252a" stroke-width="3"/>
  <rect x="160" y="215" width="60" height="22" rx="4" fill="#d33"/>
  <rect x="420" y="215" width="60" height="22" rx="4" fill="#d33"/>
  <rect x="150" y="300" width="70" height="30" rx="6" fill="#22252a"/>
  <rect x="420" y="300" width="70" height="30" rx="6" fill="#22252a"/>
  <rect x="240" y="250" width="160" height="40" rx="4" fill="#fff" stroke="#000" stroke-width="3"/>
  <text x="320" y="279" font-family="monospace" font-size="26" font-weight="bold" text-anchor="middle" fill="#000">${escape(plate)}</text>
  <rect width="640" height="36" fill="rgba(0,0,0,0.6)"/>
  <text x="12" y="24" font-family="monospace" font-size="16" fill="#fff">${escape(stamp)}</text>
  <text x="628" y="24" font-family="monospace" font-size="16" fill="#fff" text-anchor="end">${escape(place)}</text>
</svg>
`;
  return new TextEncoder().encode(svg);
}
