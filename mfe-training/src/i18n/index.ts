import { createTranslations, type DictionaryShape } from 'shared-ui';
import { en } from './en';
import { fr } from './fr';

export const { useT, getT } = createTranslations({ fr, en });
export type Texts = DictionaryShape<typeof fr>;
