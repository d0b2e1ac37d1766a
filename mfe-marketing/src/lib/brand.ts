// The remote's single door to shared-ui's brand module (names, shop URL, contact targets).
import { brand } from 'shared-ui';

export { brand, shopUrl } from 'shared-ui';

export const BRAND_NAME = brand.name;
export const PRODUCT_NAME = brand.aiName;
