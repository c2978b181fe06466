import type { SocialLinks, SocialLinksBody } from '@voski/contract';
import type { SettingsService } from './settings.ts';

export const SOCIAL_LINKS_KEY = 'social.links';
const none: SocialLinks = { instagram: '', facebook: '' };

/** The shop's Instagram and Facebook pages: one shop setting, empty until staff set them. */
export class SocialLinkService {
  constructor(private readonly settings: SettingsService) {}

  async get(): Promise<SocialLinks> {
    const stored = await this.settings.get<Partial<SocialLinks>>(SOCIAL_LINKS_KEY, {});
    return {
      instagram: typeof stored.instagram === 'string' ? stored.instagram : '',
      facebook: typeof stored.facebook === 'string' ? stored.facebook : '',
    };
  }

  async save(links: SocialLinksBody): Promise<SocialLinks> {
    const saved = { ...none, ...links };
    await this.settings.set(SOCIAL_LINKS_KEY, saved);
    return saved;
  }
}
