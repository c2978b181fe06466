import { getJson, sendJson } from '../../client/http';
import { invalidate, setQueryData, useQuery } from '../../client/query-cache';
import type { Contact, ContactMessage } from '../../client/types';

export const contactKey = 'contact';
export const messagesKey = 'messages';

export function useContact() {
  return useQuery(contactKey, () => getJson<Contact>('/api/contacts/first'));
}

export interface ContactInput {
  email: string;
  phone: string;
  addresses: { address: string }[];
}

/** The addresses travel as a JSON string of `[{address}]`. */
export async function updateContact(id: number, input: ContactInput) {
  const contact = await sendJson<Contact>('PUT', `/api/contacts/${id}`, {
    email: input.email,
    phone: input.phone,
    addresses: JSON.stringify(input.addresses),
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

const newestFirst = (a: ContactMessage, b: ContactMessage) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

export function useMessages() {
  return useQuery(messagesKey, () =>
    getJson<ContactMessage[]>('/api/messages').then((list) => [...list].sort(newestFirst)),
  );
}

export async function deleteMessage(id: number) {
  await sendJson('DELETE', `/api/messages/${id}`);
  invalidate(messagesKey);
}
