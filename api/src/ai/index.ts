import type { AiConfig } from './config';
import { OfflineProvider } from './offline/provider';
import { OpenAiCompatibleProvider } from './openai/provider';
import type { AiProvider } from './types';

export type { AiConfig } from './config';
export { parseAiConfig } from './config';
export type { AiProvider, AiRequest, AiResult, ChatTurn, Language, TokenUsage } from './types';

/** The provider AI_PROVIDER names: the offline coach by default, or an OpenAI-compatible model. */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.provider === 'openai') {
    if (!config.model) throw new Error('AI_MODEL is required when AI_PROVIDER=openai');
    return new OpenAiCompatibleProvider({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      model: config.model,
      timeoutMs: config.timeoutMs,
      maxTokens: config.maxTokens,
      historyTokens: config.historyTokens,
    });
  }
  return new OfflineProvider();
}
