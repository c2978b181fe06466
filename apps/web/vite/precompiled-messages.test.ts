import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileCatalogModule } from './precompiled-messages';

type Compiled = Record<string, Record<string, unknown>>;

async function evaluate(code: string): Promise<Compiled> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe('pre-compiled message catalogs', () => {
  it('turn each message into the syntax tree the runtime parser would build', async () => {
    const source = [
      'export const catalog = {',
      "  'a': 'Hi {name}',",
      '  "b": `plain – ոսկի`,',
      "  'c': '{count, plural, one {# item} other {# items}}',",
      '};',
    ].join('\n');
    const { catalog } = await evaluate(compileCatalogModule(source));
    expect(catalog!.a).toEqual(parse('Hi {name}'));
    expect(catalog!.b).toEqual([{ type: 0, value: 'plain – ոսկի' }]);
    const plural = '{count, plural, one {# item} other {# items}}';
    expect(catalog!.c).toEqual(parse(plural));
    const fromTree = new IntlMessageFormat(catalog!.c as never, 'en').format({ count: 3 });
    expect(fromTree).toBe(new IntlMessageFormat(plural, 'en').format({ count: 3 }));
    expect(fromTree).toBe('3 items');
  });

  it('stop the build on anything but text, or on broken ICU syntax', () => {
    expect(() => compileCatalogModule("export const c = { a: 'x' + y };")).toThrow(/is not text/);
    expect(() => compileCatalogModule('export const c = { a: `x${y}` };')).toThrow(/is not text/);
    expect(() => compileCatalogModule("export const c = { a: '{count, plural' };")).toThrow();
  });

  it('compile every message of the real catalogs faithfully', async () => {
    const files = ['app/lib/i18n', 'app/admin/i18n'].flatMap((dir) =>
      ['hy', 'en', 'ru'].map((locale) => path.join(import.meta.dirname, '..', dir, `${locale}.ts`)),
    );
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      const plain = await evaluate((await transformWithOxc(source, file)).code);
      const compiled = await evaluate(
        compileCatalogModule((await transformWithOxc(source, file)).code),
      );
      const [name] = Object.keys(plain);
      const messages = Object.entries(plain[name!]!);
      expect(messages.length, file).toBeGreaterThan(100);
      for (const [id, message] of messages) {
        expect(compiled[name!]![id], `${file} ${id}`).toEqual(parse(message as string));
      }
    }
  });
});
