/** The development entry (`npm run dev`): the sources through tsx, NODE_ENV as given. */
import { main } from './main.ts';

await main(process.env);
