import { createAiProvider } from '../../modules/coach/provider';
import { AI_DEFAULTS, parseAiConfig } from './ai';

describe('AI configuration', () => {
  it('defaults to the offline coach with the documented limits', () => {
    expect(parseAiConfig({})).toEqual({
      provider: 'offline',
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      timeoutMs: AI_DEFAULTS.timeoutMs,
      maxTokens: AI_DEFAULTS.maxTokens,
      historyTokens: AI_DEFAULTS.historyTokens,
      ratePerMin: 20,
      fallback: 'offline',
    });
    expect(createAiProvider(parseAiConfig({ AI_PROVIDER: '' })).name).toBe('offline');
  });

  it('reads an OpenAI-compatible endpoint', () => {
    const config = parseAiConfig({
      AI_PROVIDER: 'OpenAI',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1:8b',
      AI_TIMEOUT_MS: '15000',
      AI_MAX_TOKENS: '800',
      AI_RATE_PER_MIN: '5',
      UNRELATED: 'ignored',
    });
    expect(config).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      timeoutMs: 15000,
      maxTokens: 800,
      ratePerMin: 5,
    });
    expect(createAiProvider(config).name).toBe('openai');
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, 'AI_MODEL is required when AI_PROVIDER=openai'],
    [{ AI_PROVIDER: 'gemini' }, 'AI_PROVIDER is invalid'],
    [{ AI_BASE_URL: 'ftp://x' }, 'AI_BASE_URL is invalid'],
    [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS is invalid'],
    [{ AI_RATE_PER_MIN: '0' }, 'AI_RATE_PER_MIN is invalid'],
    [{ AI_FALLBACK: 'human' }, 'AI_FALLBACK is invalid'],
  ])('fails fast on %p naming the variable', (env, message) => {
    expect(() => parseAiConfig(env)).toThrow(message);
  });
});
