import type { Lang } from 'shared-ui';
import { guideTexts, type GuideId } from '../../../i18n/guides';
import sizes from '../assets/guides.json';
import { GUIDE_URLS } from './guide-files';

export interface GuideDownload {
  id: GuideId;
  title: string;
  description: string;
  url: string;
  fileName: string;
  /** True size of the built file, in bytes. */
  bytes: number;
}

export const GUIDE_IDS: readonly GuideId[] = ['training', 'nutrition'];

export function guideFileName(id: GuideId, lang: Lang): string {
  return `${id}-${lang}.pdf`;
}

/** The two downloadable guides in a language, with their true sizes. */
export function guideDownloads(lang: Lang): GuideDownload[] {
  return GUIDE_IDS.map((id) => {
    const fileName = guideFileName(id, lang);
    return {
      id,
      title: guideTexts[id][lang].title,
      description: guideTexts[id][lang].subtitle,
      url: GUIDE_URLS[id][lang],
      fileName: `zak-coaching-${fileName}`,
      bytes: (sizes as Record<string, number>)[fileName] ?? 0,
    };
  });
}
