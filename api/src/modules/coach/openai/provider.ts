import { createRequire } from 'node:module';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AppError } from '../../../platform/app-error';
import { countTokens } from '../../../platform/tokens';
import { aiBadGateway, aiTimeout, aiUnavailable } from '../errors';
import { alternate, fitHistory, TOKENS_PER_TURN } from '../history';
import { groundingNotes } from '../knowledge/grounding';
import { detectLanguage } from '../offline/text';
import { memberDataPrompt, replacedAnswersPrompt, systemPrompt } from '../system-prompt';
import type { AiProvider, AiRequest, AiResult } from '../types';

// The SDK is loaded on the first call, not at start: a replica on the offline coach (the default)
// never loads it, and one on a model pays for it once.
let sdk: typeof OpenAI | undefined;
function loadSdk(): typeof OpenAI {
  sdk ??= (createRequire(__filename)('openai') as { OpenAI: typeof OpenAI }).OpenAI;
  return sdk;
}

export interface OpenAiProviderOptions {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxTokens: number;
  historyTokens: number;
}

/**
 * One deadline for a provider call, merged with the caller's signal (client disconnect). The SDK's
 * own timeout stops at the response headers, so a body that trickles or stalls needs this one.
 */
class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private expired = false;
  private readonly onCallerAbort = () => this.controller.abort();

  constructor(
    private readonly ms: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    if (caller?.aborted) this.controller.abort();
    caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.reset();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Restarts the clock: used after each streamed chunk, so only silence times out. */
  reset(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort();
    }, this.ms);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }

  /** The error to report: the caller's abort as is, our timeout as 504, the rest mapped. */
  translate(err: unknown): unknown {
    if (this.caller?.aborted) return this.caller.reason ?? err;
    if (this.expired) return withCause(aiTimeout(), err);
    return mapProviderError(err);
  }
}

function withCause(error: AppError, cause: unknown): AppError {
  return Object.assign(error, { cause });
}

/** Timeouts 504; rate limits, overload and unreachable servers 503; anything else 502. */
export function mapProviderError(err: unknown): unknown {
  if (err instanceof Error && err.name === 'AppError') return err;
  if (!sdk) return withCause(aiBadGateway(), err);
  if (err instanceof sdk.APIConnectionTimeoutError) return withCause(aiTimeout(), err);
  if (err instanceof sdk.APIConnectionError) return withCause(aiUnavailable(), err);
  if (err instanceof sdk.APIError) {
    const status = err.status ?? 0;
    if (status === 408 || status === 504) return withCause(aiTimeout(), err);
    if (status === 429 || status === 502 || status === 503 || status === 529) {
      return withCause(aiUnavailable(), err);
    }
  }
  return withCause(aiBadGateway(), err);
}

/** Any OpenAI-compatible chat-completions endpoint: OpenAI, Ollama, vLLM, llama.cpp, LM Studio. */
export class OpenAiCompatibleProvider implements AiProvider {
  readonly name = 'openai';
  private client: OpenAI | undefined;

  constructor(private readonly options: OpenAiProviderOptions) {}

  private sdkClient(): OpenAI {
    const Sdk = loadSdk();
    this.client ??= new Sdk({
      baseURL: this.options.baseUrl,
      // Local servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
      apiKey: this.options.apiKey ?? 'no-key',
      timeout: this.options.timeoutMs,
      // A retry would double the member's wait; the chat screen has its own "try again".
      maxRetries: 0,
      // Failures are mapped and logged by the API; the SDK must not print to the console.
      logLevel: 'off',
    });
    return this.client;
  }

  /** System prompt, the recent history that fits the budget, then the current message. */
  private prepare(request: AiRequest): {
    messages: ChatCompletionMessageParam[];
    estimate: number;
  } {
    const language = request.language ?? detectLanguage(request.message);
    const history = fitHistory(request.history, this.options.historyTokens);
    const turns = alternate([...history, { role: 'user', content: request.message }]);
    // One system message (strict chat templates accept no second one): persona, the member's
    // tracker data, the knowledge base's notes on this question, then the answers the member
    // replaced (a regenerate), not to be repeated.
    const system = [
      systemPrompt(request, language),
      request.memberContext ? memberDataPrompt(request.memberContext) : '',
      groundingNotes(request, language),
      replacedAnswersPrompt(request.replacedAnswers),
    ]
      .filter(Boolean)
      .join('\n\n');
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: system },
      ...turns.map((turn) => ({ role: turn.role, content: turn.content })),
    ];
    const estimate = messages.reduce(
      (sum, m) =>
        sum + countTokens(typeof m.content === 'string' ? m.content : '') + TOKENS_PER_TURN,
      0,
    );
    return { messages, estimate };
  }

  async complete(request: AiRequest, signal?: AbortSignal): Promise<AiResult> {
    const { messages, estimate } = this.prepare(request);
    const deadline = new Deadline(this.options.timeoutMs, signal);
    try {
      const client = this.sdkClient();
      const completion = await client.chat.completions.create(
        { model: this.options.model, messages, max_tokens: this.options.maxTokens },
        { signal: deadline.signal },
      );
      const text: unknown = completion?.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw aiBadGateway();
      return {
        text,
        tokens: {
          prompt: completion.usage?.prompt_tokens ?? estimate,
          completion: completion.usage?.completion_tokens ?? countTokens(text),
        },
      };
    } catch (err) {
      throw deadline.translate(err);
    } finally {
      deadline.clear();
    }
  }

  async *stream(request: AiRequest, signal?: AbortSignal): AsyncGenerator<string, AiResult, void> {
    const { messages, estimate } = this.prepare(request);
    const deadline = new Deadline(this.options.timeoutMs, signal);
    let text = '';
    let usage: OpenAI.CompletionUsage | undefined;
    try {
      const client = this.sdkClient();
      const stream = await client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          max_tokens: this.options.maxTokens,
          stream: true,
          stream_options: { include_usage: true },
        },
        { signal: deadline.signal },
      );
      deadline.reset();
      for await (const chunk of stream) {
        deadline.reset();
        if (chunk.usage) usage = chunk.usage;
        const delta: unknown = chunk.choices?.[0]?.delta?.content;
        if (typeof delta === 'string' && delta !== '') {
          text += delta;
          yield delta;
        }
      }
      // The SDK ends an aborted stream quietly: report the abort or the timeout instead.
      if (deadline.signal.aborted) throw new Error('stream aborted');
    } catch (err) {
      throw deadline.translate(err);
    } finally {
      deadline.clear();
    }
    if (text.trim() === '') throw aiBadGateway();
    return {
      text,
      tokens: {
        prompt: usage?.prompt_tokens ?? estimate,
        completion: usage?.completion_tokens ?? countTokens(text),
      },
    };
  }
}
