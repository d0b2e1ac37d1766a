import { PRODUCT_NAME } from '../../lib/brand';

const ai = PRODUCT_NAME.fr;

export const common = {
  subscribe: "S'abonner maintenant",
  subscribeAi: `S'abonner à ${ai}`,
  learnMore: 'En savoir plus',
  newTab: '(ouvre un nouvel onglet)',
};
