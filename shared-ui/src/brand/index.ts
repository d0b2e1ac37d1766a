// The brand module: every product name, slug and external target lives here and nowhere else.
import type { Lang } from '../i18n/language';
import { getRuntimeConfig } from './runtime-config';

export { setRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from './runtime-config';

export const DEFAULT_SHOP_URL = 'https://shop.zak-coaching.com/products/zak-ia';

export const brand = {
  name: 'Zak Coaching',
  /** Product slug (used in routes and file names). */
  slug: 'zak',
  /** The AI product's name per language. */
  aiName: { fr: 'Zak IA', en: 'Zak AI' } as Record<Lang, string>,
  /** The assistant's name in the chat and in exports. */
  assistantName: 'Zak IA',
  /** Path of the AI info and pricing page. */
  infoPath: '/zak-ia-info',
  infoSlug: 'zak-ia-info',
  /** Placeholder of the admin edit dialog's email field. */
  emailPlaceholder: 'email@example.com',
  copyrightYear: 2025,
  contact: {
    email: 'contact@zak-coaching.com',
    emailHref: 'mailto:contact@zak-coaching.com',
    instagram: 'https://www.instagram.com/zak.coaching',
    whatsapp: 'https://wa.me/33600000000',
    discord: 'https://discord.gg/zak-coaching',
    youtube: 'https://www.youtube.com/@zak-coaching',
  },
  /** The fixed administrator username the admin panel requires (any other admin goes to /). */
  adminUsername: 'admin',
} as const;

/** The external shop page of the AI subscription (from runtime config `SHOP_URL`). */
export function shopUrl(): string {
  return getRuntimeConfig().shopUrl || DEFAULT_SHOP_URL;
}

/** The AI product name in a language ("Zak IA" / "Zak AI"). */
export function aiProductName(lang: Lang): string {
  return brand.aiName[lang];
}
