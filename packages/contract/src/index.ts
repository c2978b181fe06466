export * from './roles.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './auth.ts';
export * from './locales.ts';
export * from './catalog.ts';
export * from './rates.ts';
export * from './content.ts';
