import { auditEndpoints } from './audit.ts';
import { authEndpoints } from './auth.ts';
import { backupEndpoints } from './backups.ts';
import { catalogueSheetEndpoints } from './catalogue-sheets.ts';
import { categoryEndpoints } from './categories.ts';
import { contentEndpoints } from './content.ts';
import { fulfilmentEndpoints } from './fulfilment.ts';
import { healthEndpoints } from './health.ts';
import { mailEndpoints } from './mail.ts';
import { mediaContentEndpoints } from './media-content.ts';
import { messageEndpoints } from './messages.ts';
import { metalKindEndpoints, metalPriceEndpoints } from './metals.ts';
import { orderEndpoints } from './orders.ts';
import { paperworkEndpoints } from './paperwork.ts';
import { paymentEndpoints } from './payments.ts';
import { productEndpoints } from './products.ts';
import { promotionEndpoints } from './promotions.ts';
import { rateEndpoints } from './rates.ts';

/**
 * The API's endpoints declared in the contract, by `METHOD /path`. Endpoints not yet here are
 * declared in their server route (see the server's endpoints test for which).
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...rateEndpoints,
  ...metalKindEndpoints,
  ...metalPriceEndpoints,
  ...contentEndpoints,
  ...auditEndpoints,
  ...categoryEndpoints,
  ...mailEndpoints,
  ...mediaContentEndpoints,
  ...messageEndpoints,
  ...orderEndpoints,
  ...paperworkEndpoints,
  ...fulfilmentEndpoints,
  ...paymentEndpoints,
  ...catalogueSheetEndpoints,
  ...productEndpoints,
  ...promotionEndpoints,
  ...backupEndpoints,
};

export type Endpoints = typeof endpoints;
export type DeclaredKey = keyof Endpoints;
