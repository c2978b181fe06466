/**
 * A bare node:http server answering captured responses byte for byte, as the ceiling a
 * framework could reach on this machine. Started as its own process by a benchmark:
 *   node bench/lib/bare-server.ts <manifest.json>
 * The manifest maps request paths to { status, contentType, contentEncoding?, file }. Prints
 * {"url": ...} once listening on 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Entry {
  status: number;
  contentType: string;
  contentEncoding?: string;
  file: string;
}

const manifest = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Entry>;
const responses = new Map(
  Object.entries(manifest).map(([url, e]) => [url, { ...e, body: readFileSync(e.file) }]),
);

/** The URL without the parameter load.ts adds to make URLs unique. */
const withoutUnique = (url: string) => url.replace(/[?&]_n=[^&]*$/, '');

const server = createServer((req, res) => {
  const hit = responses.get(withoutUnique(req.url ?? ''));
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(hit.status, {
    'content-type': hit.contentType,
    'content-length': hit.body.length,
    ...(hit.contentEncoding && { 'content-encoding': hit.contentEncoding }),
  });
  res.end(hit.body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
