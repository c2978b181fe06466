import type { Answer, Endpoints, ReturnPolicy, ReturnPolicyBody } from '@voski/contract';
import { callEndpoint } from '../../client/http';
import { setQueryData, useQuery } from '../../client/query-cache';
import type { AboutPage, Slogan } from '../../client/types';
import { sendForm } from '../../client/upload';

export const aboutKey = 'about';
export const sloganKey = 'slogan';
export const returnPolicyKey = 'return-policy';

export function useAbout() {
  return useQuery(aboutKey, async () => (await callEndpoint('GET /about')).about);
}

export function useSlogan() {
  // GET /slogans answers under `about`, as older clients read it
  return useQuery(sloganKey, async () => (await callEndpoint('GET /slogans')).about);
}

export function useReturnPolicy() {
  return useQuery(returnPolicyKey, async () => (await callEndpoint('GET /return-policy')).data);
}

export async function saveReturnPolicy(body: ReturnPolicyBody) {
  const { data } = await callEndpoint('PUT /return-policy', { body });
  setQueryData<ReturnPolicy>(returnPolicyKey, () => data);
  return data;
}

export async function saveAbout(form: FormData, onProgress: (f: number) => void) {
  const { about } = await sendForm<Answer<Endpoints['POST /about']>>(
    '/api/about',
    form,
    onProgress,
  );
  setQueryData<AboutPage>(aboutKey, () => about);
  return about;
}

export async function saveSlogan(form: FormData, onProgress: (f: number) => void) {
  const { about } = await sendForm<Answer<Endpoints['POST /slogans']>>(
    '/api/slogans',
    form,
    onProgress,
  );
  setQueryData<Slogan>(sloganKey, () => about);
  return about;
}

/** Appends the text fields of a form as they are (rich HTML trimmed). */
export function appendTexts(
  form: FormData,
  values: Record<string, unknown>,
  fields: readonly string[],
) {
  for (const field of fields) {
    const value = values[field];
    form.append(field, typeof value === 'string' ? value.trim() : '');
  }
}
