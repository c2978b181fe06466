import type { Plugin } from 'vite';

/**
 * Rolldown's wrapper of a CommonJS module: `__commonJSMin(((exports, module) => {`, the module's
 * code as an arrow function that runs on its first require.
 */
const ARROW_WRAPPER = /(__commonJSMin\(\()\(([\w$]+(?:,\s*[\w$]+)*)?\)\s*=>\s*\{/g;

/**
 * The CommonJS wrappers written as parenthesised function expressions, which V8 compiles with
 * the rest of the file, off the main thread while the file downloads. An arrow is compiled only
 * when first called: React DOM's wrapper holds all of React DOM, so the page's first require of it
 * parsed it in full on the main thread, in the task that starts hydration (decision 0023). The
 * wrapped code is React's and the like, which use neither `this` nor `arguments` at their top.
 */
export function eagerWrappers(code: string): string {
  return code.replace(ARROW_WRAPPER, '$1function($2) {');
}

export function eagerCommonJs(): Plugin {
  return {
    name: 'voski:eager-commonjs',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code) {
      const eager = eagerWrappers(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
