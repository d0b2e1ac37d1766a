// Conversations and their messages, the conversation lists' cache.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { ConversationListCache } from './conversation-cache';
export {
  coachAnswerForUser,
  recentMessagesForUser,
  replacedAnswersForUser,
  streamConversationsWithMessages,
} from './conversation.repository';
export { conversationRouter, messageRouter } from './conversation.routes';
export { toMessageDto } from './conversation.service';
export { classifyMessagesWith, type MessageClassifier } from './message-topics';
