export * from './auth.ts';
export * from './catalog.ts';
export * from './shop.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './audit.ts';
