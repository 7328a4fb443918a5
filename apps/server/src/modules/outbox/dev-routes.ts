import { z } from 'zod/mini';
import { normaliseFullPhone } from '@city-parking/contract/auth/fields';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { SmsReplies } from './sms-replies.ts';

const ZOutboxQuery = z.object({
  to: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200))), 50),
});

/** A message the service "sent", newest first; each file of a letter with the address of its bytes. */
const ZOutboxMessage = z.object({
  channel: z.enum(['sms', 'call', 'email']),
  to: z.string(),
  text: z.string(),
  code: z.nullable(z.string()),
  createdAt: z.string(),
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.number(), url: z.string() })),
});

const ZOutboxResponse = z.object({ status: z.literal('ok'), result: z.array(ZOutboxMessage) });

const ZAttachmentQuery = z.object({ id: z.pipe(z.coerce.number(), z.int().check(z.gte(1))) });

/** A payer's SMS answer: the phone it comes from and what it says. */
const ZReply = z.object({
  from: z.string().check(z.minLength(1), z.maxLength(30)),
  text: z.string().check(z.maxLength(160)),
});

/** What became of the answer: the payment it names, and what the answer did to it. */
const ZReplyResponse = z.object({ status: z.literal('ok'), payment: z.string(), result: z.string() });

/** The reply buttons of an SMS whose payment still waits: each answer carries the payment's reference. */
function replyForm(phone: string, reference: string): string {
  const from = `<input type="hidden" name="from" value="${escapeHtml(phone)}">`;
  const ref = escapeHtml(reference);
  return `<form method="post" action="outbox/reply">${from}<button name="text" value="1 ${ref}">1 — оплатить / pay</button> <button name="text" value="0 ${ref}">0 — отказаться / decline</button></form>`;
}

/**
 * Demo only: the messages the service "sent", so that codes can be read without a phone or mailbox,
 * and answers to SMS that ask for one (phone payments), so that they can be given without a phone.
 */
export function outboxDevRoutes(db: Kysely<Database>, replies: SmsReplies): RoutesPlugin {
  return async (app) => {
    const list = async ({ to, limit }: z.output<typeof ZOutboxQuery>) => {
      let select = db
        .selectFrom('outbox')
        .select(['id', 'channel', 'to', 'text', 'code', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (to) select = select.where('to', '=', to.trim().toLowerCase().replace(/^\+/, ''));
      const rows = await select.execute();
      const files =
        rows.length === 0
          ? []
          : await db
              .selectFrom('outbox_attachment')
              .select(['id', 'outbox_id', 'name', 'type', 'size'])
              .where(
                'outbox_id',
                'in',
                rows.map((r) => r.id),
              )
              .orderBy('id')
              .execute();
      return rows.map((r) => ({
        channel: r.channel,
        to: r.to,
        text: r.text,
        code: r.code,
        createdAt: r.created_at.toISOString(),
        // The letter's files, each with the address its kept bytes are read from.
        attachments: files
          .filter((file) => Number(file.outbox_id) === Number(r.id))
          .map((file) => ({ name: file.name, type: file.type, size: file.size, url: `outbox/attachment?id=${file.id}` })),
      }));
    };

    app.get('/dev/outbox', { schema: { querystring: ZOutboxQuery, response: { 200: ZOutboxResponse } } }, async (request) => ({
      status: 'ok',
      result: await list(request.query),
    }));

    // The file and the page below are not JSON: only their input is declared.
    app.get('/dev/outbox/attachment', { schema: { querystring: ZAttachmentQuery } }, async (request, reply) => {
      const { id } = request.query;
      const file = await db.selectFrom('outbox_attachment').select(['name', 'type', 'bytes']).where('id', '=', id).executeTakeFirst();
      if (!file?.bytes) throw new AppError('NotFound');
      return reply
        .header('content-type', file.type)
        .header('content-disposition', `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    });

    app.get('/dev/outbox.html', { schema: { querystring: ZOutboxQuery } }, async (request, reply) => {
      const rows = await list(request.query);
      const awaiting = await replies.awaitingReply([...new Set(rows.filter((r) => r.channel === 'sms').map((r) => r.to))]);
      // An SMS gets the buttons while the payment its text names ("1 K7P2") still waits.
      const body = rows
        .map((r) => {
          const reference = r.channel === 'sms' ? awaiting.get(r.to)?.find((ref) => r.text.includes(`1 ${ref}`)) : undefined;
          const files = r.attachments.map((file) => `<br><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a> (${file.size} B)`).join('');
          return `<tr><td>${escapeHtml(r.createdAt)}</td><td>${r.channel}</td><td>${escapeHtml(r.to)}</td><td><b>${escapeHtml(r.code ?? '')}</b></td><td>${escapeHtml(r.text)}${files}</td><td>${reference ? replyForm(r.to, reference) : ''}</td></tr>`;
        })
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><title>Outbox</title><table border="1" cellpadding="4"><tr><th>time</th><th>channel</th><th>to</th><th>code</th><th>text</th><th>reply</th></tr>${body}</table>`,
        );
    });

    app.post('/dev/outbox/reply', { schema: { body: ZReply, response: { 200: ZReplyResponse } } }, async (request, reply) => {
      const input = request.body;
      const from = normaliseFullPhone(input.from);
      if (!from) throw new AppError('ValidationError', { from: 'InvalidFormat' });
      const { payment, result } = await replies.reply(from, input.text);
      // The outbox page's buttons are a browser form: back to the page, which no longer offers them.
      if (request.headers.accept?.includes('text/html')) return reply.redirect('../outbox.html', 303);
      return { status: 'ok', payment, result };
    });
  };
}
