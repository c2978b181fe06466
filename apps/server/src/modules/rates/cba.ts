/**
 * The Central Bank of Armenia's exchange-rate service: SOAP `ExchangeRatesLatest`.
 * Its answer lists, for the last published day (weekends give Friday's), each currency's
 * `Rate` in AMD for `Amount` units, so one unit costs Rate / Amount drams.
 */
export const CBA_URL = 'https://api.cba.am/exchangerates.asmx';

const envelope = `<?xml version="1.0" encoding="utf-8"?>
<soap12:Envelope xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">
  <soap12:Body><ExchangeRatesLatest xmlns="http://www.cba.am/" /></soap12:Body>
</soap12:Envelope>`;

export interface PublishedRates {
  /** The day the rates were published, YYYY-MM-DD. */
  date: string;
  /** AMD per one unit, by ISO code. */
  values: Record<string, number>;
}

export class RateSourceError extends Error {}

const tag = (xml: string, name: string): string | undefined =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim();

export function parseLatestRates(xml: string): PublishedRates {
  const date = tag(xml, 'CurrentDate')?.slice(0, 10);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new RateSourceError('The answer has no CurrentDate');
  }
  const values: Record<string, number> = {};
  const blocks = xml.match(/<(?:\w+:)?ExchangeRate>[\s\S]*?<\/(?:\w+:)?ExchangeRate>/g) ?? [];
  for (const block of blocks) {
    const iso = tag(block, 'ISO');
    const amount = Number(tag(block, 'Amount'));
    const rate = Number(tag(block, 'Rate'));
    if (iso && amount > 0 && rate > 0 && Number.isFinite(rate / amount)) {
      values[iso.toUpperCase()] = rate / amount;
    }
  }
  if (!Object.keys(values).length) throw new RateSourceError('The answer lists no rates');
  return { date, values };
}

export async function fetchLatestRates(url: string, timeoutMs: number): Promise<PublishedRates> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
      body: envelope,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new RateSourceError(`The rate source did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RateSourceError(`The rate source answered ${response.status}`);
  return parseLatestRates(await response.text());
}
