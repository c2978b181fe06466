import type { Endpoints, MessageStateBody } from '@voski/contract';
import { endpointUrl, type Answer } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';
import type { SocialLinks } from '@voski/contract/social-links';
import type { Contact } from '../../client/types';

export const contactKey = 'contact';
export const messagesKey = 'messages';

export function useContact() {
  return useQuery(contactKey, () => callEndpoint('GET /contacts/first'));
}

type AddressLines = { address: string }[];

export interface ContactInput {
  email: string;
  phone: string;
  addresses: AddressLines;
  /** The English and Russian pages' own; empty, they show the Armenian ones. */
  addresses_en: AddressLines;
  addresses_ru: AddressLines;
}

/** The addresses travel as JSON strings of `[{address}]`. */
export async function updateContact(id: number, input: ContactInput) {
  const contact = await callEndpoint('PUT /contacts/:id', {
    params: { id },
    body: {
      email: input.email,
      phone: input.phone,
      addresses: JSON.stringify(input.addresses),
      addresses_en: JSON.stringify(input.addresses_en),
      addresses_ru: JSON.stringify(input.addresses_ru),
    },
  });
  setQueryData<Contact>(contactKey, () => contact);
  return contact;
}

/** `[{address}]` from the stored JSON string; anything unreadable gives no addresses. */
export function parseAddresses(json: string): { address: string }[] {
  try {
    const list: unknown = JSON.parse(json);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      const address = (item as { address?: unknown } | null)?.address;
      return typeof address === 'string' ? [{ address }] : [];
    });
  } catch {
    return [];
  }
}

/** One page of contact-form messages, newest first, and how many there are. */
export function useMessagePage(page: number, perPage: number) {
  const query = { page, per_page: perPage };
  const url = endpointUrl('GET /messages', { query });
  return useQuery(
    `${messagesKey}?${url}`,
    // asked for a page, the API answers one page and its meta; the bare list is its other form
    async () => asPage(await callEndpoint('GET /messages', { query }), perPage),
    { keepPrevious: true },
  );
}

type MessagesAnswer = Answer<Endpoints['GET /messages']>;
export type MessagePage = Extract<MessagesAnswer, { meta: unknown }>;

function asPage(answer: MessagesAnswer, perPage: number): MessagePage {
  return Array.isArray(answer)
    ? { data: answer, meta: { page: 1, per_page: perPage, total: answer.length } }
    : answer;
}

export async function deleteMessage(id: number) {
  await callEndpoint('DELETE /messages/:id', { params: { id } });
  invalidate(messagesKey);
}

/** How many messages no staff member has marked read: the menu's badge. */
export function useUnreadCount(enabled: boolean) {
  return useQuery(enabled ? `${messagesKey}/unread` : null, () =>
    callEndpoint('GET /messages/unread'),
  );
}

/** Marks a message read or unread, answered or not, for all staff. */
export async function markMessage(id: number, state: MessageStateBody) {
  await callEndpoint('PATCH /messages/:id', { params: { id }, body: state });
  invalidate(messagesKey);
}

export const socialLinksKey = 'social-links';

/** The shop's Instagram and Facebook pages ('' where none is set). */
export function useSocialLinks() {
  return useQuery(socialLinksKey, async () => (await callEndpoint('GET /social-links')).data);
}

export async function saveSocialLinks(links: SocialLinks) {
  const { data } = await callEndpoint('PUT /social-links', { body: links });
  setQueryData<SocialLinks>(socialLinksKey, () => data);
  return data;
}
