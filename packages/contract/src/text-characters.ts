// Plain data without zod: the back-office imports it through `@voski/contract/text-characters`.

/**
 * Characters XML 1.0 cannot carry (an XLSX export, a sitemap): the C0 controls but tab, line
 * feed and carriage return, U+FFFE, U+FFFF, and a surrogate without its pair (the `u` flag
 * reads a paired one as the character it encodes).
 */
const NOT_XML = String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}`;

export const NOT_XML_CHARACTERS = new RegExp(NOT_XML, 'gu');

/**
 * What no text a client sends may hold: the characters above, and DEL and the C1 controls
 * (none belongs in a shop's text; PostgreSQL cannot store NUL).
 */
export const REFUSED_CHARACTER = new RegExp(String.raw`${NOT_XML}|[\u007F-\u009F]`, 'u');
