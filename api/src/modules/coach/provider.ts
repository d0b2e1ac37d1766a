import type { AiConfig } from '../../platform/config/ai';
import { FallbackProvider } from './fallback';
import { OfflineProvider } from './offline/provider';
import { OpenAiCompatibleProvider } from './openai/provider';
import { SafetyFirstProvider } from './safety';
import type { AiProvider } from './types';

export type { AiConfig } from '../../platform/config/ai';
export { parseAiConfig } from '../../platform/config/ai';
export type {
  AiProvider,
  AiRequest,
  AiResult,
  AiResultMeta,
  ChatTurn,
  Language,
  MemberFacts,
  TokenUsage,
} from './types';

/**
 * The provider AI_PROVIDER names: the offline coach by default, or an OpenAI-compatible model,
 * backed by the offline coach when it fails (AI_FALLBACK=offline, the default).
 */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.provider === 'openai') {
    if (!config.model) throw new Error('AI_MODEL is required when AI_PROVIDER=openai');
    const model = new OpenAiCompatibleProvider({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      model: config.model,
      timeoutMs: config.timeoutMs,
      maxTokens: config.maxTokens,
      historyTokens: config.historyTokens,
    });
    // Doping questions never reach the model (SafetyFirstProvider); the offline coach refuses them.
    return new SafetyFirstProvider(
      config.fallback === 'none' ? model : new FallbackProvider(model, new OfflineProvider()),
    );
  }
  return new OfflineProvider();
}
