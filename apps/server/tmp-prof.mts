import { mkdtempSync } from 'node:fs';
import { buildApp } from './src/app.ts';
import { openDatabase } from './src/db/client.ts';
const dataDir = mkdtempSync('/tmp/prof-');
const database = await openDatabase(process.env.PGURL ? { databaseUrl: process.env.PGURL } : process.env.MEM ? { memory: true } : { dataDir });
const app = await buildApp({ config: { publicUrl: 'http://127.0.0.1', tokenTtlSeconds: 3600, trustProxy: false, webBuildDir: undefined, dataDir }, database, payments: { orderLimitPerIp: 0 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const p = await app.services.products.create({ title: 'x', weight: 1, respect: 585, price: 1000 } as never, { images: [] });
// time phases
const timings: Record<string, number> = {};
function wrap(obj: any, name: string, label: string) {
  const orig = obj[name].bind(obj);
  obj[name] = async (...a: unknown[]) => { const t = performance.now(); try { return await orig(...a); } finally { timings[label] = (timings[label] ?? 0) + performance.now() - t; } };
}
const placer: any = app.services.orders.placing;
wrap(placer, 'replay', 'replay'); wrap(placer, 'nextOrderId', 'nextId'); wrap(placer, 'start', 'gateway'); wrap(app.services.products, 'priceList', 'price'); wrap(app.services.orders.fees, 'fee', 'fee');
wrap(database.db, 'transaction', 'tx');
const N = 500;
for (let i = 0; i < 300; i++) await app.inject({ method: 'POST', url: '/api/payment/signIn', payload: { name: 'a', surname: 'b', email: `w${i}@x.am`, phone: '+37491000000', region: 'Yerevan', address: 'x', paymentType: 1, products: [{ id: p.id, quantity: 1 }] } });
for (const k of Object.keys(timings)) delete timings[k];
const body = (i: number) => ({ name: 'a', surname: 'b', email: `e${i}@x.am`, phone: '+37491000000', region: 'Yerevan', address: 'x', paymentType: 1, products: [{ id: p.id, quantity: 1 }] });
let t0 = performance.now();
for (let i = 0; i < N; i++) {
  const r = await app.inject({ method: 'POST', url: '/api/payment/signIn', payload: body(i), headers: { 'idempotency-key': `k${i}` } });
  if (r.statusCode !== 201) throw new Error(r.body);
}
const total = performance.now() - t0;
console.log('sequential orders/s', Math.round(N / (total / 1000)), 'ms/order', (total / N).toFixed(2));
for (const [k, v] of Object.entries(timings)) console.log(k, (v / N).toFixed(2), 'ms');
t0 = performance.now();
await Promise.all(Array.from({ length: N }, (_, i) => app.inject({ method: 'POST', url: '/api/payment/signIn', payload: body(i + 10000) })));
console.log('concurrent orders/s', Math.round(N / ((performance.now() - t0) / 1000)));
await app.close(); await database.close();
