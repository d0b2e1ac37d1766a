import { setImmediate as nextTick } from 'node:timers/promises';
import { countTokens } from '../../../platform/tokens';
import type { AiProvider, AiRequest, AiResult } from '../types';
import { offlineAnswer } from './engine';

/** Words per streamed delta: small enough to look live, large enough to keep events few. */
const WORDS_PER_DELTA = 4;

function promptTokens(request: AiRequest): number {
  return request.history.reduce(
    (sum, turn) => sum + countTokens(turn.content),
    countTokens(request.message),
  );
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted)
    throw signal.reason instanceof Error
      ? signal.reason
      : new DOMException('Aborted', 'AbortError');
}

/** The default provider: the deterministic bilingual coach, no network, no key. */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline';

  async complete(request: AiRequest, signal?: AbortSignal): Promise<AiResult> {
    throwIfAborted(signal);
    const { text, suggestions } = offlineAnswer(request);
    return {
      text,
      tokens: { prompt: promptTokens(request), completion: countTokens(text) },
      ...(suggestions ? { suggestions } : {}),
    };
  }

  async *stream(request: AiRequest, signal?: AbortSignal): AsyncGenerator<string, AiResult, void> {
    const result = await this.complete(request, signal);
    const words = result.text.match(/\s*\S+\s*/g) ?? [];
    for (let i = 0; i < words.length; i += WORDS_PER_DELTA) {
      // Yield to the event loop so a client disconnect is noticed between deltas.
      await nextTick();
      throwIfAborted(signal);
      yield words.slice(i, i + WORDS_PER_DELTA).join('');
    }
    return result;
  }
}
