export type Language = 'fr' | 'en';
