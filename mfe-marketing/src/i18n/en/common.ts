import type { DictionaryShape } from 'shared-ui';
import { PRODUCT_NAME } from '../../lib/brand';
import type { common as source } from '../fr/common';

const ai = PRODUCT_NAME.en;

export const common: DictionaryShape<typeof source> = {
  subscribe: 'Subscribe now',
  subscribeAi: `Subscribe to ${ai}`,
  learnMore: 'Learn more',
  newTab: '(opens in a new tab)',
};
