import Joi from 'joi';

export type AiProviderName = 'offline' | 'openai';
/** What answers when the model fails: the offline coach (default), or nothing (the error). */
export type AiFallback = 'offline' | 'none';

/** The AI engine's settings, read once from the environment by the API's config module. */
export interface AiConfig {
  provider: AiProviderName;
  /** OpenAI-compatible endpoint, e.g. http://localhost:11434/v1 for Ollama (default: OpenAI). */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  /** Deadline for a whole answer, and for the first and each following streamed chunk. */
  timeoutMs: number;
  /** Cap on the completion length asked from the model. */
  maxTokens: number;
  /** Share of the prompt given to earlier turns of the conversation. */
  historyTokens: number;
  /** Chat requests per user per minute. */
  ratePerMin: number;
  /** With AI_PROVIDER=openai: who answers when the model times out, fails or cannot be reached. */
  fallback: AiFallback;
}

export const AI_DEFAULTS = {
  provider: 'offline',
  timeoutMs: 30_000,
  maxTokens: 1024,
  historyTokens: 3000,
  ratePerMin: 20,
  fallback: 'offline',
} as const;

const schema = Joi.object({
  AI_PROVIDER: Joi.string()
    .trim()
    .lowercase()
    .valid('offline', 'openai')
    .default(AI_DEFAULTS.provider),
  AI_BASE_URL: Joi.string()
    .trim()
    .uri({ scheme: ['http', 'https'] }),
  AI_API_KEY: Joi.string().trim(),
  AI_MODEL: Joi.string().trim().max(200).when('AI_PROVIDER', {
    is: 'openai',
    then: Joi.required(),
  }),
  AI_TIMEOUT_MS: Joi.number().integer().min(100).max(600_000).default(AI_DEFAULTS.timeoutMs),
  AI_MAX_TOKENS: Joi.number().integer().min(1).max(200_000).default(AI_DEFAULTS.maxTokens),
  AI_HISTORY_TOKENS: Joi.number()
    .integer()
    .min(0)
    .max(1_000_000)
    .default(AI_DEFAULTS.historyTokens),
  AI_RATE_PER_MIN: Joi.number().integer().min(1).max(100_000).default(AI_DEFAULTS.ratePerMin),
  AI_FALLBACK: Joi.string()
    .trim()
    .lowercase()
    .valid('offline', 'none')
    .default(AI_DEFAULTS.fallback),
}).unknown(true);

/**
 * Validates the AI_* variables (empty strings count as unset) and fails fast with a message
 * naming the variable, e.g. "AI_MODEL is required when AI_PROVIDER=openai".
 */
export function parseAiConfig(env: Record<string, string | undefined>): AiConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('AI_') && value?.trim()),
  );
  const { error, value } = schema.validate(present, { abortEarly: true, convert: true });
  if (error) {
    const detail = error.details[0];
    const name = String(detail?.path[0] ?? 'AI_*');
    const reason =
      detail?.type === 'any.required' && name === 'AI_MODEL'
        ? 'is required when AI_PROVIDER=openai'
        : `is invalid (${detail?.message.replace(/"/g, '') ?? 'bad value'})`;
    throw new Error(`${name} ${reason}`);
  }
  const v = value as Record<string, string | number | undefined>;
  return {
    provider: v.AI_PROVIDER as AiProviderName,
    baseUrl: v.AI_BASE_URL as string | undefined,
    apiKey: v.AI_API_KEY as string | undefined,
    model: v.AI_MODEL as string | undefined,
    timeoutMs: v.AI_TIMEOUT_MS as number,
    maxTokens: v.AI_MAX_TOKENS as number,
    historyTokens: v.AI_HISTORY_TOKENS as number,
    ratePerMin: v.AI_RATE_PER_MIN as number,
    fallback: v.AI_FALLBACK as AiFallback,
  };
}
