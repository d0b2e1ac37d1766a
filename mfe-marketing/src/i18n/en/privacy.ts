import type { DictionaryShape } from 'shared-ui';
import type { privacy as source } from '../fr/privacy';

export const privacy: DictionaryShape<typeof source> = {
  title: 'Privacy policy',
  updated: 'Last updated: November 2026',
  sections: [
    {
      title: 'Who processes your data',
      paragraphs: [
        'Zak Coaching, the publisher of this site (see the legal notice), is the controller of your data. For any question about your data, write to us from the contact page.',
      ],
    },
    {
      title: 'What we process',
      paragraphs: [
        'Your account: username, email address if you give one (verified by a link), password stored only as an argon2id hash, role, the state of your AI access and its end date, sign-up and last sign-in dates.',
        'Your security: the two-step verification key, encrypted; recovery codes and reset or verification links, stored as hashes and usable once; your sessions, with the IP address and browser of each sign-in, which you see and can end from your account.',
        'Your conversations with the coach: titles, messages (including those you replaced by editing a question or regenerating an answer) and the number of tokens used.',
        'Your tracking (health data): body weight, body fat, measurements, weekly check-ins (scores and notes) and coaching profile (height, age, sex, goal, level). Only you enter them; you can edit or delete them at any time.',
        'Your payments: the subscription is paid with our payment providers (Stripe or Shopify), who process your means of payment; we never receive its number. We receive their notifications: reference, amount, currency, paid period and the purchase email address.',
        "Emails: address verification, password reset and notices about your access, sent by our email provider in your account's language.",
        'For administrators: a log of their actions, with the IP address and browser used. The server also keeps technical logs (IP address, requested page, time) for security and troubleshooting; they hold no password and no message content.',
      ],
    },
    {
      title: 'The coach and your data',
      paragraphs: [
        'To tailor its answers, the coach reads your coaching profile, your weight trend and your latest check-in. A switch in the chat settings stops it, and the chat shows what the coach knows about you. When an external AI model is configured, your message, the conversation so far and that data are sent to its provider to produce the answer; otherwise everything stays on our servers.',
      ],
    },
    {
      title: 'Why, and on what basis',
      paragraphs: [
        'Your account, your access and the chat: performing our contract with you. Your health data: your explicit consent (GDPR article 9), given by entering it and withdrawn by deleting it or turning the coach switch off. Payment records: our accounting obligations. Security logs: our legitimate interest in protecting the service. We neither sell nor share your data, and we do no advertising tracking.',
      ],
    },
    {
      title: 'How long',
      paragraphs: [
        'Your data is kept for as long as your account exists. You can delete a conversation, a weigh-in or a check-in at any time, and delete your account from your member area: the account, its conversations, its tracking and its sessions are then erased at once. Payment notifications are kept, detached from your account, for as long as our accounting obligations require. Backups are replaced over time.',
      ],
    },
    {
      title: 'Cookies and local storage',
      paragraphs: [
        "The only cookie used is the session cookie, essential for signing in. It expires when you sign out or after a period of inactivity. Your preferences (language, theme, chat settings) are kept in your browser's local storage. Your language choice also goes with every request sent to the server, so that its messages and emails reach you in your language.",
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'From your member area you can download all your data as JSON (right of access and portability), correct your details, end your sessions, change your password and delete your account (right to erasure). For any other request (rectification, objection, restriction), write to us: we answer within 24 hours. You can also lodge a complaint with your data protection authority (in France, the CNIL, cnil.fr).',
      ],
    },
  ],
  contact: 'Contact us',
};
