import { defineMessages } from '../../platform/messages';

/** Messages of conversations and messages, in both languages (French first). */
export const CONVERSATION_MSG = defineMessages({
  conversationNotFound: { fr: 'Conversation introuvable', en: 'Conversation not found' },
  titleRequired: { fr: 'Le titre est requis', en: 'Title is required' },
  contentRequired: { fr: 'Le contenu du message est requis', en: 'Message content is required' },
  contentTooLong: { fr: 'Le message est trop long', en: 'The message is too long' },
  messageTypeInvalid: {
    fr: "Le type de message doit être 'user' ou 'ai'",
    en: "Message type must be 'user' or 'ai'",
  },
  conversationDeleted: { fr: 'Conversation supprimée', en: 'Conversation deleted' },
  conversationsDeleted: { fr: 'Conversations supprimées', en: 'Conversations deleted' },
  messageNotFound: {
    fr: 'Message introuvable dans cette conversation',
    en: 'Message not found in this conversation',
  },
  cursorInvalid: { fr: 'Curseur de pagination invalide', en: 'Invalid paging cursor' },
});

declare module '../../platform/messages' {
  interface MessageTables {
    conversations: typeof CONVERSATION_MSG;
  }
}
