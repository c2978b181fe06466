/**
 * A child of bench/hostile-pages.ts: CLIENTS clients, each from an address of its own (sent as
 * X-Forwarded-For to a shop with TRUST_PROXY=1), asking as fast as they can for pages no cache
 * can hold: a new search text, a new unknown path, or a client navigation's data with a new
 * `_routes`, in turn. Prints `{ready: true}`, and on SIGTERM one JSON line of what they got.
 */
import autocannon from 'autocannon';

const [base = '', clients = '16'] = process.argv.slice(2);
const kinds = [
  '/en/search?query=hostile[<id>]',
  '/en/nowhere-[<id>]/deep',
  '/en/products/1.data?_routes=root,x[<id>]',
];
const runs = Array.from({ length: Number(clients) }, (_, i) =>
  autocannon(
    {
      url: `${base}${kinds[i % kinds.length]}`,
      idReplacement: true,
      connections: 1,
      duration: 3600,
      headers: { 'x-forwarded-for': `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}` },
    },
    // With a callback autocannon answers its running instance (an event emitter).
    () => {},
  ),
);
const statuses = new Map<string, number>();
for (const run of runs) {
  run.on('response', (_client: unknown, status: number) =>
    statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1),
  );
}
console.log(JSON.stringify({ ready: true }));
process.on('SIGTERM', () => {
  for (const run of runs) run.stop();
  console.log(JSON.stringify({ hostile_statuses: Object.fromEntries(statuses) }));
  process.exit(0);
});
