import type { SocialLinks, SocialLinksBody } from '@voski/contract';
import { isSocialPage, socialNetworks, type SocialNetwork } from '@voski/contract/social-links';
import type { SettingsService } from './settings.ts';

export const SOCIAL_LINKS_KEY = 'social.links';
const none: SocialLinks = { instagram: '', facebook: '' };

/** The shop's Instagram and Facebook pages: one shop setting, empty until staff set them. */
export class SocialLinkService {
  constructor(private readonly settings: SettingsService) {}

  async get(): Promise<SocialLinks> {
    const stored = await this.settings.get<Record<string, unknown>>(SOCIAL_LINKS_KEY, {});
    // only what the body's rule lets in: a setting restored or edited by hand may hold anything,
    // and the storefront puts these in links
    const page = (network: SocialNetwork) => {
      const value = stored[network];
      return typeof value === 'string' && isSocialPage(value, socialNetworks[network].host)
        ? value
        : '';
    };
    return { instagram: page('instagram'), facebook: page('facebook') };
  }

  async save(links: SocialLinksBody): Promise<SocialLinks> {
    const saved = { ...none, ...links };
    await this.settings.set(SOCIAL_LINKS_KEY, saved);
    return saved;
  }
}
