import type { DictionaryShape } from 'shared-ui';
import type { privacy as source } from '../fr/privacy';

export const privacy: DictionaryShape<typeof source> = {
  title: 'Privacy policy',
  updated: 'Last updated: November 2026',
  sections: [
    {
      title: 'What we store',
      paragraphs: [
        'Your account: username, email address if you give one, password stored only as an argon2id hash, role, AI access status and its expiry date, sign-up and last sign-in dates.',
        'Your conversations with the AI: titles, messages and the number of tokens used.',
        'For administrators: a log of their actions, with the IP address and browser used.',
      ],
    },
    {
      title: 'Why',
      paragraphs: [
        'To identify you, give you access to your space and the AI, keep your conversation history and measure how the service is used. We neither sell nor share your data, and we do no advertising tracking.',
      ],
    },
    {
      title: 'For how long',
      paragraphs: [
        'Your data is kept as long as your account exists. You can delete a conversation at any time, and delete your account from your space: the account, its conversations and its messages are then erased at once.',
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        "The only cookie used is the session cookie, essential for signing in. It expires when you log out or after a period of inactivity. Your language choice is kept in your browser's local storage and never sent to the server.",
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'From your member space you can download all your data as JSON, change your password and delete your account. For any other request (correction, objection), write to us: we answer within 24 h.',
      ],
    },
  ],
  contact: 'Contact us',
};
