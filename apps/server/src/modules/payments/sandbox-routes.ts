import { z } from 'zod/mini';
import { formatMoney } from '@city-parking/contract/format/format-money';
import { escapeHtml } from '../../http/escape-html.ts';
import type { RoutesPlugin } from '../../http/route-schemas.ts';
import type { PaymentService } from './payment-service.ts';

const ZPayParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
const ZPayAction = z.object({ action: z.enum(['pay', 'decline']) });

/** How the page names a payment that no longer waits. */
const FINISHED: Partial<Record<string, string>> = {
  done: 'оплачен',
  declined: 'отклонён',
  expired: 'просрочен',
  refunding: 'возвращается',
  refunded: 'возвращён',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#1a1b1e}.amount{font-size:32px;font-weight:700;margin:16px 0}
form{display:inline-block;margin-right:8px}button{font-size:16px;padding:10px 20px;border-radius:8px;border:1px solid #1864ab;cursor:pointer}
.pay{background:#1864ab;color:#fff}.decline{background:#fff;color:#1864ab}</style></head><body>${body}</body></html>`;
}

/**
 * The sandbox provider's payment page: the amount with Pay and Decline. The buttons post the
 * outcome through the same completion path a real provider's notification takes, then send the
 * browser back to the web app's /payment page.
 */
export function sandboxRoutes(payments: PaymentService): RoutesPlugin {
  return async (app) => {
    // HTML pages and a redirect: the input is declared, the answers are not JSON.
    app.get('/sandbox/pay/:id', { schema: { params: ZPayParams } }, async (request, reply) => {
      const { id } = request.params;
      const payment = await payments.find(id);
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(page('Платёж не найден', '<h1>Платёж не найден</h1>'));
      // The sandbox page is Russian only.
      const amount = formatMoney(Number(payment.amount), 'ru');
      if (payment.status !== 'wait') {
        return reply.send(page('Sandbox', `<h1>Платёж уже ${FINISHED[payment.status] ?? 'отклонён'}</h1><p class="amount">${amount}</p>`));
      }
      const action = `./${encodeURIComponent(id)}`;
      return reply.send(
        page(
          'Sandbox — оплата',
          `<h1>Тестовая оплата / Sandbox payment</h1><p>${escapeHtml(payment.method)}</p><p class="amount">${amount}</p>
<form method="post" action="${action}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">Оплатить / Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="decline"><button class="decline" type="submit">Отклонить / Decline</button></form>`,
        ),
      );
    });

    app.post('/sandbox/pay/:id', { schema: { params: ZPayParams, body: ZPayAction } }, async (request, reply) => {
      const { id } = request.params;
      const { action } = request.body;
      const status = await payments.complete(id, action);
      // Back to the web app, which returns the driver to the page stored before paying.
      return reply.redirect(`/payment?${new URLSearchParams({ order: id, status })}`, 303);
    });
  };
}
