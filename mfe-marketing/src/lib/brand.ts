// The remote's single door to the brand module: names, shop URL and contact targets live in
// shared-ui; everything here reads them through this file.
export const BRAND_NAME = 'Zak Coaching';
export const PRODUCT_NAME = { fr: 'Zak IA', en: 'Zak AI' } as const;
