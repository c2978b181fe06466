import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MIN, type PasswordReason } from '@voski/contract';

/** zxcvbn's score 3: about 10^8 guesses, out of reach of an online attack on our sign-in. */
const MIN_SCORE = 3;
/**
 * Only the first 32 characters are estimated: a usual password takes a few milliseconds, but the
 * estimate grows fast with length (a 256-character repeat took about a second, 64 characters
 * 0.1 s). A password is at least as strong as its first 32 characters, which already reach the
 * top score unless they are a pattern.
 */
const ESTIMATED_LENGTH = 32;
/** Shorter parts of an address or a name are too likely to occur by chance to refuse. */
const PERSONAL_PART_MIN = 4;

/** zxcvbn's warnings (its untranslated keys) that mean a well-known password. */
const commonWarnings = new Set(['topTen', 'topHundred', 'common', 'similarToCommon', 'pwned']);

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded and built on first use (about 80 ms: it ranks the common-password list), since its
 * word lists are 7 MB of the server's memory and passwords are set now and then.
 */
const zxcvbn = () =>
  (estimator ??= (async () => {
    const [{ ZxcvbnFactory }, { adjacencyGraphs, dictionary }] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
    ]);
    return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: ESTIMATED_LENGTH });
  })());

export interface PasswordOwner {
  email: string;
  name: string;
}

/** Letters and digits only, lower-case: "Ani.Petrosyan@x.am" and "ani petrosyan" meet. */
export const bare = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email.split('@')[0] ?? '';
  return [owner.email, local, ...local.split(/[._+-]/), owner.name, ...owner.name.split(/\s+/)];
}

function containsPersonal(password: string, owner: PasswordOwner): boolean {
  if (password.toLowerCase().includes(owner.email.toLowerCase())) return true;
  const plain = bare(password);
  const local = owner.email.split('@')[0] ?? '';
  return [bare(local), bare(owner.name)].some(
    (part) => part.length >= PERSONAL_PART_MIN && plain.includes(part),
  );
}

/**
 * What a staff password is too often built on besides the owner: the shop's name and the places
 * around it (Armenia's towns, in the three languages, and the cities of its diaspora), one
 * place a line.
 */
// prettier-ignore
const SHOP_WORDS = [
  'voski', 'ոսկի', 'воски',
  'armenia', 'hayastan', 'հայաստան', 'армения',
  'yerevan', 'erevan', 'երևան', 'ереван',
  'gyumri', 'գյումրի', 'гюмри',
  'vanadzor', 'վանաձոր', 'ванадзор',
  'vagharshapat', 'վաղարշապատ', 'вагаршапат',
  'etchmiadzin', 'echmiadzin', 'էջմիածին', 'эчмиадзин',
  'abovyan', 'աբովյան', 'абовян',
  'kapan', 'կապան', 'капан',
  'hrazdan', 'հրազդան', 'раздан',
  'armavir', 'արմավիր', 'армавир',
  'artashat', 'արտաշատ', 'арташат',
  'ijevan', 'իջևան', 'иджеван',
  'goris', 'գորիս', 'горис',
  'dilijan', 'դիլիջան', 'дилижан',
  'sevan', 'սևան', 'севан',
  'ashtarak', 'աշտարակ', 'аштарак',
  'jermuk', 'ջերմուկ', 'джермук',
  'tsaghkadzor', 'ծաղկաձոր', 'цахкадзор',
  'stepanakert', 'ստեփանակերտ', 'степанакерт',
  'moscow', 'moskva', 'москва',
  'tbilisi', 'тбилиси',
  'glendale', 'losangeles', 'paris', 'london', 'marseille', 'beirut',
].map(bare);

/** A word found in a password whatever stands between its letters ("Yere-van", "y e r e v a n"). */
const spread = (word: string) =>
  new RegExp(
    [...word].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]*'),
    'gu',
  );

/**
 * The password with the shop's words, the catalogue's product names found in it and this year
 * or its neighbours taken out, when any was there ("Yerevan2026!" → "!"); null when none was.
 */
function substanceOf(password: string, productNames: readonly string[], now: Date): string | null {
  const year = now.getFullYear();
  const words = [...SHOP_WORDS, ...productNames.map(bare)].filter(
    (word) => word.length >= PERSONAL_PART_MIN,
  );
  let rest = password.normalize('NFKC').toLowerCase();
  for (const pattern of [
    ...words.map(spread),
    new RegExp(`${year - 1}|${year}|${year + 1}`, 'g'),
  ]) {
    rest = rest.replace(pattern, '');
  }
  return rest === password.normalize('NFKC').toLowerCase() ? null : rest;
}

function reasonOf(result: ZxcvbnResult): PasswordReason {
  const personal = result.sequence.some(
    (match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs',
  );
  if (personal || result.feedback.warning === 'userInputs') return 'personal';
  if (commonWarnings.has(result.feedback.warning ?? '')) return 'common';
  return 'guessable';
}

/**
 * Why a new staff password is refused, or null when it is good enough: too short, the owner's
 * email or name (or little more than them), little more than the shop's name, a city, a product
 * of the catalogue (`productNames`: those found in it) or this year, a well-known password, or
 * too easy to guess.
 */
export async function weakPasswordReason(
  password: string,
  owner: PasswordOwner,
  productNames: readonly string[] = [],
  now = new Date(),
): Promise<PasswordReason | null> {
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (containsPersonal(password, owner)) return 'personal';
  const estimate = await zxcvbn();
  const substance = substanceOf(password, productNames, now);
  if (substance !== null && estimate.check(substance).score < MIN_SCORE) return 'shopWords';
  const result = estimate.check(password, personalWords(owner));
  return result.score >= MIN_SCORE ? null : reasonOf(result);
}
