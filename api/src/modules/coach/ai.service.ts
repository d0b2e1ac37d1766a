import { notFound } from '../../platform/app-error';
import { AI_DEFAULTS, type AiConfig } from '../../platform/config/ai';
import { aiUnavailable } from './errors';
import { createAiProvider } from './provider';
import type { AiProvider, AiRequest, ChatTurn } from './types';
import { detectLanguage } from './offline/text';
import { coachContextFor } from '../progress';
import { recentMessagesForUser, replacedAnswersForUser } from '../conversations';
import { same } from './offline/conversation';
import type { AiChatBody } from './ai.validation';

/** Earlier messages read from the conversation; the provider trims them further to its token budget. */
export const HISTORY_MESSAGES = 30;

/**
 * The engine settings from the API config, with the engine's defaults for anything the config
 * module does not (yet) carry.
 */
export function resolveAiConfig(
  ai: Partial<Omit<AiConfig, 'provider'>> & { provider?: string },
): AiConfig {
  return {
    ...AI_DEFAULTS,
    baseUrl: undefined,
    apiKey: undefined,
    model: undefined,
    ...ai,
    provider: ai.provider === 'openai' ? 'openai' : 'offline',
  };
}

const providers = new WeakMap<object, AiProvider>();

/** One provider per app (keyed by its config object), created on first use. */
export function selectProvider(config: { ai: Parameters<typeof resolveAiConfig>[0] }): AiProvider {
  let provider = providers.get(config);
  if (!provider) {
    try {
      provider = createAiProvider(resolveAiConfig(config.ai));
    } catch (cause) {
      // A configuration the config module should have refused at start (e.g. no AI_MODEL):
      // the member gets a 503, the log gets the reason.
      throw Object.assign(aiUnavailable(), { cause });
    }
    providers.set(config, provider);
  }
  return provider;
}

/**
 * What the engine is asked: the member's message, the settings, the recent history of their
 * conversation (another member's conversation, or an unknown one, answers 404), and what the
 * member's progress tracker says about them (unless they switched it off).
 */
export async function buildAiRequest(userId: string, body: AiChatBody): Promise<AiRequest> {
  let history: ChatTurn[] = [];
  let replacedAnswers: string[] = [];
  if (body.conversationId) {
    const messages = await recentMessagesForUser(body.conversationId, userId, HISTORY_MESSAGES);
    if (!messages) throw notFound('conversationNotFound');
    history = messages.map((m) => ({
      role: m.type === 'user' ? ('user' as const) : ('assistant' as const),
      content: m.content,
    }));
    // The chat screen saves the member's message before asking: do not send it twice.
    const last = history.at(-1);
    if (last?.role === 'user' && last.content.trim() === body.message) history.pop();
    // Regenerate marked the earlier answers replaced: out of the history, but not to be repeated.
    const replaced = await replacedAnswersForUser(body.conversationId, userId, HISTORY_MESSAGES);
    replacedAnswers = (replaced ?? [])
      .filter((r) => r.question !== null && same(r.question, body.message))
      .map((r) => r.content);
  }
  const language = body.settings?.language ?? detectLanguage(body.message);
  const context = await coachContextFor(userId, language);
  return {
    history,
    message: body.message,
    ...(replacedAnswers.length ? { replacedAnswers } : {}),
    ...(context
      ? {
          member: context.facts,
          memberContext: context.text,
          progress: context.progress,
          ...(context.training ? { training: context.training } : {}),
        }
      : {}),
    language: body.settings?.language,
    structured: body.structuredResponses ?? true,
    personality: body.settings?.personality,
    responseSpeed: body.settings?.responseSpeed,
  };
}
