import type { AccessSource } from '@zak/contract';
import type { Lang } from 'shared-ui';

// Where a member's AI access comes from, named the same in the users tab and the subscriptions tab.
const LABELS: Record<Lang, Record<AccessSource, string>> = {
  fr: { admin: 'Administrateur', stripe: 'Stripe', shopify: 'Shopify', generic: 'Webhook signé' },
  en: { admin: 'Administrator', stripe: 'Stripe', shopify: 'Shopify', generic: 'Signed webhook' },
};

export function accessSourceLabel(source: AccessSource, lang: Lang): string {
  return LABELS[lang][source];
}

/** "Source : Stripe" / "Source: Stripe" (the users tab's access column). */
export function accessSourceNote(source: AccessSource, lang: Lang): string {
  return `${lang === 'fr' ? 'Source :' : 'Source:'} ${accessSourceLabel(source, lang)}`;
}
