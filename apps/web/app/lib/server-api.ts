import type { AppLoadContext } from 'react-router';

/**
 * GETs a JSON body through the in-process API; null when the call fails in any way, so a
 * loader can fall back (an empty menu) instead of failing the page.
 */
export async function getJson(context: AppLoadContext, path: string): Promise<unknown> {
  try {
    const response = await context.api(path, { headers: { accept: 'application/json' } });
    if (!response.ok) {
      console.warn(`[web] ${path} answered ${response.status}`);
      return null;
    }
    return await response.json();
  } catch (error) {
    console.warn(`[web] ${path} failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}
