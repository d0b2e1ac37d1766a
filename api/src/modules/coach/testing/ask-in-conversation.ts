import { answerOffline, offlineAnswer } from '../offline/engine';
import type { ChatTurn, Language, MemberFacts } from '../types';

/**
 * The offline coach's answer to `message` after the member said `earlier` (each answered by the
 * coach in turn), for the tests of a round's questions.
 */
export const askInConversation = (
  message: string,
  language: Language,
  member?: MemberFacts,
  earlier: string[] = [],
): string => {
  const history: ChatTurn[] = [];
  for (const said of earlier) {
    const reply = answerOffline({
      history: [...history],
      message: said,
      language,
      structured: true,
    });
    history.push({ role: 'user', content: said }, { role: 'assistant', content: reply });
  }
  return offlineAnswer({ history, message, language, member, structured: true }).text;
};
