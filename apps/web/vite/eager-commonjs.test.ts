import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { eagerWrappers } from './eager-commonjs';

/** What rolldown makes of a CommonJS module required from an ES module, as the client build does. */
async function bundled(modules: Record<string, string>): Promise<string> {
  const bundle = await rolldown({
    input: 'entry.js',
    plugins: [
      {
        name: 'in-memory',
        resolveId: (id) => id.replace(/^\.\//, ''),
        load: (id) => modules[id] ?? null,
      },
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('eagerWrappers', () => {
  it('writes rolldown’s CommonJS wrappers as function expressions, and they still run', async () => {
    const code = await bundled({
      'entry.js':
        "import dom from './dom.cjs'; import plain from './plain.cjs'; export default dom + plain;",
      'dom.cjs': "module.exports = require('./inner.cjs').value * 2;",
      'inner.cjs': 'exports.value = 21;',
      'plain.cjs': 'module.exports = 100;',
    });
    expect(code).toMatch(/__commonJSMin\(\(\([\w$, ]*\) =>/);
    const eager = eagerWrappers(code);
    expect(eager).not.toMatch(/__commonJSMin\(\(\([\w$, ]*\) =>/);
    expect(eager.match(/__commonJSMin\(\(function\(/g)).toHaveLength(3);
    const url = `data:text/javascript,${encodeURIComponent(eager)}`;
    const loaded = (await import(/* @vite-ignore */ url)) as { default: number };
    expect(loaded.default).toBe(142);
  });

  it('leaves other arrows alone', () => {
    const code = 'list.map(((x) => { return x; }));\nconst f = (a, b) => { return a + b; };';
    expect(eagerWrappers(code)).toBe(code);
  });
});
