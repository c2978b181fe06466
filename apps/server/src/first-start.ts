/**
 * A new shop's first start, in a process of its own started by `main.ts` before it serves
 * (docs/decisions/0046): creates the embedded database, the first admin and the demo data, and
 * ends, taking the memory that work grew with it. Libraries are told production as in
 * `start.ts`; the shop reads the operator's own NODE_ENV.
 */
const env = { ...process.env };
process.env.NODE_ENV = 'production';
const { setUpHere } = await import('./main.ts');
await setUpHere(env);

export {};
