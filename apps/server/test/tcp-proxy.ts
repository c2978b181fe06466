import { once } from 'node:events';
import net, { type Socket } from 'node:net';

export interface TcpProxy {
  /** `host:port` clients connect to. */
  host: string;
  port: number;
  /** Holds every byte in both directions, connections left open: a server that stalls. */
  stall(): void;
  /** Delivers what was held, and everything after it. */
  resume(): void;
  /** Cuts every connection and every new one at once: a server that is down. */
  refuse(): void;
  /** Takes connections again. */
  accept(): void;
  close(): Promise<void>;
}

/** A TCP proxy to `target` that a test can stall, for a server that stops answering. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let held: [Socket, Buffer][] | undefined;
  let refusing = false;
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk: Buffer) => {
      if (held) held.push([to, chunk]);
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(a);
      forward(a, b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        sockets.delete(a);
        b.destroy();
      });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    stall() {
      held ??= [];
    },
    resume() {
      const chunks = held ?? [];
      held = undefined;
      for (const [to, chunk] of chunks) if (!to.destroyed) to.write(chunk);
    },
    refuse() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    accept() {
      refusing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
