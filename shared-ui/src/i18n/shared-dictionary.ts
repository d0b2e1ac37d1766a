// Texts of the shared components themselves (close buttons, pagination, language toggle...).
import { createTranslations } from './create-translations';

const fr = {
  close: 'Fermer',
  loading: 'Chargement...',
  previous: 'Précédent',
  next: 'Suivant',
  page: (page: number, total: number) => `Page ${page} sur ${total}`,
  pagination: 'Pagination',
  language: 'Langue',
  switchTo: (name: string) => `Passer en ${name}`,
  languageNames: { fr: 'français', en: 'anglais' },
  notifications: 'Notifications (F8)',
  progress: 'Progression',
};

const en = {
  close: 'Close',
  loading: 'Loading...',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, total: number) => `Page ${page} of ${total}`,
  pagination: 'Pagination',
  language: 'Language',
  switchTo: (name: string) => `Switch to ${name}`,
  languageNames: { fr: 'French', en: 'English' },
  notifications: 'Notifications (F8)',
  progress: 'Progress',
};

export const { useT: useSharedT, getT: sharedT } = createTranslations({ fr, en });
