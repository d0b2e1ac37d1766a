import type { DictionaryShape } from 'shared-ui';
import type { legal as source } from '../fr/legal';

export const legal: DictionaryShape<typeof source> = {
  titles: {
    'legal-notice': 'Legal notice',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
  },
  loading: 'Loading the text…',
  loadError: 'The text could not be loaded.',
  retry: 'Try again',
  notPublished: 'This page has not been published yet.',
  notPublishedHelp: 'The text will be available soon. For any question, contact us.',
  otherLanguage: 'This text is available in French only.',
  updated: (date: string) => `Last updated: ${date}`,
  contact: 'Contact us',
};
