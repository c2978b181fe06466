/**
 * The production entry, compiled into apps/server/dist by scripts/build-server.mjs and run by
 * `npm start`. Libraries pick their production builds by NODE_ENV when they are first loaded
 * (React's server renderer above all), so it is set before anything else loads; the shop reads
 * the operator's own value from the copy taken here (NODE_ENV=production declares a live shop).
 */
const env = { ...process.env };
process.env.NODE_ENV = 'production';
const { main } = await import('./main.ts');
await main(env);

export {};
