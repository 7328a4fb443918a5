import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import type { CityAppDeps } from '../../app.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { validate } from '../../http/validate.ts';

const ZOutboxQuery = z.object({
  to: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200))), 50),
});

/** Demo only: the messages the service "sent", so that codes can be read without a phone or mailbox. */
export function outboxDevRoutes({ db }: CityAppDeps): FastifyPluginAsync {
  return async (app) => {
    const list = async (query: unknown) => {
      const { to, limit } = validate(ZOutboxQuery, query);
      let select = db.selectFrom('outbox').select(['channel', 'to', 'text', 'code', 'created_at']).orderBy('id', 'desc').limit(limit);
      if (to) select = select.where('to', '=', to.trim().toLowerCase().replace(/^\+/, ''));
      const rows = await select.execute();
      return rows.map((r) => ({ channel: r.channel, to: r.to, text: r.text, code: r.code, createdAt: r.created_at.toISOString() }));
    };

    app.get('/dev/outbox', async (request) => ({ status: 'ok', result: await list(request.query) }));

    app.get('/dev/outbox.html', async (request, reply) => {
      const rows = await list(request.query);
      const body = rows
        .map((r) => `<tr><td>${escapeHtml(r.createdAt)}</td><td>${r.channel}</td><td>${escapeHtml(r.to)}</td><td><b>${escapeHtml(r.code ?? '')}</b></td><td>${escapeHtml(r.text)}</td></tr>`)
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><meta charset="utf-8"><title>Outbox</title><table border="1" cellpadding="4"><tr><th>time</th><th>channel</th><th>to</th><th>code</th><th>text</th></tr>${body}</table>`);
    });
  };
}
