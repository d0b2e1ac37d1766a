// The built guides as webpack assets (hashed URLs under the remote's own public path).
// scripts/generate-guides.ts writes these files before the build.
import type { Lang } from 'shared-ui';
import type { GuideId } from '../../../i18n/guides';

export const GUIDE_URLS: Record<GuideId, Record<Lang, string>> = {
  training: {
    fr: new URL('../assets/training-fr.pdf', import.meta.url).href,
    en: new URL('../assets/training-en.pdf', import.meta.url).href,
  },
  nutrition: {
    fr: new URL('../assets/nutrition-fr.pdf', import.meta.url).href,
    en: new URL('../assets/nutrition-en.pdf', import.meta.url).href,
  },
};
