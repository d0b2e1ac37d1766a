import type { DictionaryShape } from 'shared-ui';
import type { notFound as source } from '../fr/not-found';

export const notFound: DictionaryShape<typeof source> = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  explanation: 'This page does not exist or has moved.',
  home: 'Back to home',
};
