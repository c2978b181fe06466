import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** No request of the API nests deeper than a few levels; 20 leaves room for old clients. */
export const JSON_DEPTH_MAX = 20;
/** The largest form has a few dozen fields, a basket 100 lines of a few keys each. */
export const JSON_KEYS_MAX = 2000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * One pass over the text, before it is parsed: too deep a nesting or too many keys for what any
 * route reads. Outside strings, every `:` of JSON ends a key. Text that is not JSON may slip
 * through here; the parser refuses it next.
 */
export function jsonShapeProblem(text: string): 'depth' | 'keys' | undefined {
  let depth = 0;
  let keys = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote, over escaped characters.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > JSON_DEPTH_MAX) return 'depth';
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    } else if (c === COLON && ++keys > JSON_KEYS_MAX) {
      return 'keys';
    }
  }
  return undefined;
}

const refusals = {
  depth: 'The request body is nested too deeply.',
  keys: `The request body has too many fields (at most ${JSON_KEYS_MAX}).`,
};

/**
 * JSON bodies are checked for their shape before they are parsed, so validating them (and
 * answering their errors) stays cheap whatever a client sends; then Fastify's own parser,
 * with its prototype-poisoning guard, reads them. Each route's body limit applies.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    const problem = jsonShapeProblem(text);
    if (problem) done(new HttpError(413, refusals[problem]), undefined);
    else parse(request, text, done);
  });
}
