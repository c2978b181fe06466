import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './harness.ts';

const TIMEOUT_MS = 400;
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({ config: { requestTimeoutMs: TIMEOUT_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `head` and the start of a body, then nothing: answers what the server says, and when. */
function stall(head: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, ms: performance.now() - began }));
  });
}

describe('a request must arrive within the configured time', () => {
  it('a body that stops coming is cut off with a 408 in our shape', async () => {
    const { answer, ms } = await stall(
      'POST /api/messages HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name": "Ani", ',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ message: 'The request took too long to arrive.' }),
    );
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(ms).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('so do headers that never end', async () => {
    const { answer, ms } = await stall('GET /api/health HTTP/1.1\r\nHost: shop.test\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('a request that arrives in time is answered as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
