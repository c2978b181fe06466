import sanitizeHtml from 'sanitize-html';
import type { ReturnPolicy, ReturnPolicyBody } from '@voski/contract';
import { invalid } from '../../http/errors.ts';
import type { PageService } from './pages.ts';
import { sanitizeRichText } from './rich-text.ts';

const fields = [
  ['content', 'content_1', 'return policy'],
  ['content_en', 'content_1_en', 'return policy (English)'],
  ['content_ru', 'content_1_ru', 'return policy (Russian)'],
] as const;

/** The words a sanitized text shows, without its markup. */
const words = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();

/** The return policy, kept as the `return-policy` page's first text in each language. */
export class ReturnPolicyService {
  constructor(private readonly pages: PageService) {}

  async get(): Promise<ReturnPolicy> {
    return view(await this.pages.get('return-policy'));
  }

  /** Sanitized first: a text left with no words (only a script, say) is refused like an empty one. */
  async save(body: ReturnPolicyBody): Promise<ReturnPolicy> {
    const clean = Object.fromEntries(
      fields.map(([field, column]) => [column, sanitizeRichText(body[field])]),
    );
    const errors = Object.fromEntries(
      fields
        .filter(([, column]) => words(clean[column]!) === '')
        .map(([field, , label]) => [field, [`The ${label} field is required.`]]),
    );
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return view(await this.pages.save('return-policy', clean, {}));
  }
}

function view(page: Awaited<ReturnType<PageService['get']>>): ReturnPolicy {
  return {
    content: page.content_1,
    content_en: page.content_1_en,
    content_ru: page.content_1_ru,
    updated_at: page.updated_at,
  };
}
