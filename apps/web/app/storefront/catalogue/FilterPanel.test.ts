import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en';
import { registerCatalog, catalogFor } from '../../lib/i18n/messages';
import { ru } from '../../lib/i18n/ru';
import { CheckGroup } from './FilterPanel';

registerCatalog('en', en);
registerCatalog('ru', ru);

/** The option labels a filter group prints, with their counts, in `locale`. */
function optionLabels(locale: 'en' | 'ru', counts: (number | null)[]): string[] {
  const html = renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale, messages: catalogFor(locale) },
      createElement(CheckGroup<number>, {
        legend: 'Fineness',
        name: 'fineness',
        options: counts.map((count, index) => ({ value: index, label: `${585 + index}`, count })),
        chosen: [],
        onToggle: () => {},
      }),
    ),
  );
  return [...html.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((match) => match[1]!);
}

describe('a filter group’s counts', () => {
  it('are grouped as the page’s other numbers are', () => {
    expect(optionLabels('en', [12345, 7, null])).toEqual(['585 (12,345)', '586 (7)', '587']);
    expect(optionLabels('ru', [1234567])).toEqual(['585 (1\u00a0234\u00a0567)']);
  });
});
