import type { FastifyInstance } from 'fastify';
import { getWidgetCard, type WidgetDeps } from './widget.service.js';
import { renderWidget, WIDGET_SCRIPT } from './widget.rules.js';

/**
 * The salary widget: /widget/salary/{cc}/{q} (the card, an HTML document any site may frame) and
 * /widget.js (the loader other sites paste). Both are `embeddable` (plugins/security.ts); every
 * other route refuses framing.
 */
export function registerWidgetRoutes(app: FastifyInstance, deps: WidgetDeps & { origin: string }) {
  app.get<{ Params: { cc: string; q: string } }>(
    '/widget/salary/:cc/:q',
    { schema: { hide: true }, config: { embeddable: true } },
    async (request, reply) => {
      const { cc, q } = request.params;
      const card = await getWidgetCard(deps, cc, q);
      const href = card.kind === 'unknown' ? `${deps.origin}/salary` : `${deps.origin}/${cc}/salary/${q}`;
      return reply
        .code(card.kind === 'unknown' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', card.kind === 'unknown' ? 'no-store' : 'public, max-age=3600')
        .send(renderWidget(card, { cc: cc === 'us' ? 'us' : 'in', href, nonce: request.cspNonce }));
    },
  );
  app.get('/widget.js', { schema: { hide: true }, config: { embeddable: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(WIDGET_SCRIPT),
  );
}
