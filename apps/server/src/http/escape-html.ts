/** Text placed into the HTML pages the server writes itself (the demo outbox, the sandbox payment page). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
