import { parse } from '@formatjs/icu-messageformat-parser';
import { parseAst, type Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const parser = '@formatjs/icu-messageformat-parser';

/**
 * The message catalogs, pre-compiled: every ICU message becomes the syntax tree react-intl would
 * otherwise parse at run time, so the browser bundle can leave the ICU parser out (about half of
 * react-intl's weight). The server build gets the same trees: react-intl answers a message that
 * is one piece of text straight from its tree, where a string costs every call two merges of
 * the formats and a memo key made by serialising them (a few per cent of an uncached page).
 * The server keeps the parser.
 *
 * `catalogs` matches the ids of the catalog modules: modules whose exported constants are
 * objects of string literals (anything else in them stops the build).
 */
export function precompiledMessages({ catalogs }: { catalogs: RegExp }): Plugin[] {
  return [
    {
      name: 'voski:icu-parser-left-out',
      apply: 'build',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'client',
      async resolveId(source, importer, options) {
        if (source !== parser) return null;
        return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
      },
    },
    {
      name: 'voski:precompiled-messages',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        if (!catalogs.test(id.split('?')[0]!)) return null;
        return { code: compileCatalogModule(code, id), map: null };
      },
    },
  ];
}

/** Rewrites the string values of a catalog module's exported objects as ICU syntax trees. */
export function compileCatalogModule(code: string, id = 'catalog'): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
    const declaration = statement.declaration as Node & { declarations?: Node[] };
    for (const declarator of declaration.declarations ?? []) {
      const init = declarator.init as Node & { properties?: Node[] };
      if (init?.type !== 'ObjectExpression') throw new Error(`${id}: a catalog exports objects`);
      for (const property of init.properties ?? []) {
        const value = property.value as Node;
        const message = stringValue(value);
        if (message === undefined) {
          throw new Error(`${id}: message ${code.slice(property.start, value.start)} is not text`);
        }
        edits.push({ start: value.start, end: value.end, text: JSON.stringify(parse(message)) });
      }
    }
  }
  let compiled = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    compiled = compiled.slice(0, edit.start) + edit.text + compiled.slice(edit.end);
  }
  return compiled;
}

function stringValue(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  const expressions = node.expressions as unknown[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1 && expressions?.length === 0) {
    return quasis[0]!.value.cooked;
  }
  return undefined;
}
