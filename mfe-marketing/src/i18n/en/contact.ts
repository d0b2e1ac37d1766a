import type { DictionaryShape } from 'shared-ui';
import type { contact as source } from '../fr/contact';

export const contact: DictionaryShape<typeof source> = {
  title: 'Contact us',
  intro: 'A question about coaching or the AI? Pick the channel that suits you.',
  channelsTitle: 'Our channels',
  channels: {
    email: { title: 'Email', text: 'For any detailed request.' },
    instagram: {
      title: 'Instagram',
      text: 'Follow the transformations and send us a direct message.',
    },
    whatsapp: { title: 'WhatsApp', text: 'For a quick answer.' },
  },
  notesTitle: 'Good to know',
  notes: [
    'Answer within 24 h.',
    'Personalised coaching available.',
    'Transformation guaranteed with commitment.',
  ],
  socialTitle: 'Social networks',
  socialText: 'Find our advice, our results and our announcements.',
};
