import { countTokens } from '../../platform/tokens';
import type { ChatTurn } from './types';

/** Role and separator tokens the chat format adds around each message. */
export const TOKENS_PER_TURN = 4;

/**
 * The most recent turns whose tokens fit in `budget`, oldest first. A turn that does not fit ends
 * the selection, so the model never sees a conversation with a hole in the middle.
 */
export function fitHistory(history: readonly ChatTurn[], budget: number): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i];
    if (!turn) continue;
    const cost = countTokens(turn.content) + TOKENS_PER_TURN;
    if (used + cost > budget) break;
    used += cost;
    kept.push(turn);
  }
  return kept.reverse();
}

/**
 * Turns as strict chat templates accept them (Mistral, Llama via vLLM or llama.cpp): starting with
 * the member and alternating. Consecutive turns of one role (a reply that failed and was never
 * saved) are merged; assistant turns before the first member turn are dropped.
 */
export function alternate(turns: readonly ChatTurn[]): ChatTurn[] {
  const result: ChatTurn[] = [];
  for (const turn of turns) {
    const last = result.at(-1);
    if (!last && turn.role === 'assistant') continue;
    if (last?.role === turn.role) last.content = `${last.content}\n\n${turn.content}`;
    else result.push({ role: turn.role, content: turn.content });
  }
  return result;
}
