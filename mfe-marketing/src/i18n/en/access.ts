import type { DictionaryShape } from 'shared-ui';
import type { access as source } from '../fr/access';

export const access: DictionaryShape<typeof source> = {
  pending: {
    title: 'Your AI access is not active yet',
    text: 'Zak AI needs a subscription (€4.99 / month). Subscribe: the AI turns on as soon as the payment is received. Already subscribed? Contact us and we will turn your access on.',
  },
  expired: {
    title: 'Your AI subscription has ended',
    text: 'Subscribe again to turn Zak AI back on. A question about your subscription? Contact us.',
  },
  subscribe: 'Subscribe (€4.99 / month)',
  contact: 'Contact us',
};
