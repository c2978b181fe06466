import type { MessageId } from '../../lib/i18n/messages';

/** The shop's own pages, linked from the footer and, on phones, from the menu. */
export const shopPages: readonly { path: string; label: MessageId }[] = [
  { path: '/contacts', label: 'footer.contacts' },
  { path: '/return-policy', label: 'footer.returnPolicy' },
  { path: '/about', label: 'footer.about' },
  { path: '/faq', label: 'footer.faq' },
  { path: '/blog', label: 'footer.blog' },
];
