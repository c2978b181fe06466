// Plain data without zod: the storefront imports it through `@voski/contract/decline-reasons`.

/** Why a card payment failed, as the shopper is told in their language. */
export const declineReasons = [
  'funds',
  'expiredCard',
  'cardData',
  'limit',
  'restricted',
  'authentication',
  'timeout',
  'issuer',
  'other',
] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** RBS (ArCa/BPC vPOS) `actionCode`s and what they mean to the payer. */
const rbsActionCodes: Readonly<Record<number, DeclineReason>> = {
  [-2007]: 'timeout', // the payment page timed out
  [-2006]: 'authentication', // 3-D Secure: authentication failed
  [-2005]: 'authentication', // 3-D Secure: the issuer's signature check failed
  [-2011]: 'authentication', // 3-D Secure: not finished
  5: 'issuer', // do not honour
  100: 'restricted', // restricted card
  101: 'expiredCard',
  103: 'issuer', // call the issuer
  104: 'restricted',
  107: 'issuer', // refer to the issuer
  109: 'other', // merchant not set up
  110: 'other', // invalid amount
  111: 'cardData', // wrong card number
  116: 'funds',
  117: 'cardData', // wrong PIN
  118: 'restricted', // card not registered for this use
  119: 'restricted', // not permitted to the cardholder
  120: 'restricted', // not permitted to the terminal
  121: 'limit', // amount limit exceeded
  123: 'limit', // frequency limit exceeded
  125: 'restricted', // card not effective
  208: 'restricted', // lost card
  209: 'restricted', // stolen card
  902: 'issuer', // invalid transaction
  907: 'issuer', // the issuer is unavailable
  909: 'issuer', // system malfunction
  913: 'issuer', // duplicate transaction
  914: 'issuer',
  151017: 'authentication', // 3-D Secure failed
  151018: 'timeout', // processing timed out
  151019: 'timeout',
  71015: 'cardData', // wrong card details
  2003: 'restricted', // SSL payments not allowed for this card
  2005: 'authentication',
};

export const declineReasonOf = (actionCode: number | null | undefined): DeclineReason =>
  (actionCode != null && rbsActionCodes[actionCode]) || 'other';
