import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { resourcePolicyDirectives } from './content-security-policy.ts';

/**
 * Helmet's headers on every answer, from one middleware made once. (@fastify/helmet builds a
 * new helmet, parsing its policy, for every request: about 5% of the main thread's time under
 * load.) Pages (web app, test gateway, API docs) replace this policy with theirs (pagePolicy).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: resourcePolicyDirectives },
    crossOriginEmbedderPolicy: false,
    // Not helmet's `no-referrer`: under it a browser sends `Origin: null` with a form posted
    // without JavaScript, and React Router refuses the action as cross-site. Other sites still
    // get no Referer (an order page's address holds its token).
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
