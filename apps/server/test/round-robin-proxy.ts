import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream was sent, in upstream order. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * The smallest load balancer: each request goes to the next upstream in turn, body and
 * answer streamed through unchanged (as nginx's default upstream balancing does).
 */
/**
 * `upstreams` is read at each request, so a caller may start the proxy first (to know its
 * address) and add the upstreams once they run.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  const counts: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = http.request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(forwarded);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    counts,
    async close() {
      server.closeAllConnections();
      server.close();
      agent.destroy();
    },
  };
}
