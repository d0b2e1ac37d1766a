import { AppError } from '../../platform/app-error';
import { detectLanguage, translator } from './offline/text';
import type { AiProvider, AiRequest, AiResult } from './types';

/** A model failure the offline coach can stand in for: timeouts, 5xx, refused connections. */
function isModelFailure(err: unknown): err is AppError {
  return err instanceof AppError && err.status >= 500;
}

const reasonOf = (err: AppError): string => err.code;

/**
 * The configured model, backed by the offline coach: when the model times out, answers 5xx or
 * cannot be reached, the member gets the offline coach's answer (result.meta says so) instead of
 * an error. When the offline coach fails too, the model's error stands, so the API still answers
 * with the spec's error texts. A member who left (the caller's signal) is never answered.
 */
export class FallbackProvider implements AiProvider {
  readonly name: string;

  constructor(
    private readonly primary: AiProvider,
    private readonly fallback: AiProvider,
  ) {
    this.name = primary.name;
  }

  async complete(request: AiRequest, signal?: AbortSignal): Promise<AiResult> {
    try {
      return await this.primary.complete(request, signal);
    } catch (err) {
      if (signal?.aborted || !isModelFailure(err)) throw err;
      let result: AiResult;
      try {
        result = await this.fallback.complete(request, signal);
      } catch {
        throw err;
      }
      return { ...result, meta: { fallback: 'offline', reason: reasonOf(err) } };
    }
  }

  async *stream(request: AiRequest, signal?: AbortSignal): AsyncGenerator<string, AiResult, void> {
    const primary = this.primary.stream(request, signal);
    let sent = '';
    try {
      for (;;) {
        const next = await primary.next();
        if (next.done) return next.value;
        sent += next.value;
        yield next.value;
      }
    } catch (err) {
      if (signal?.aborted || !isModelFailure(err)) throw err;
      // The deltas already shown stay; the offline answer follows them, introduced as such.
      const language = request.language ?? detectLanguage(request.message);
      const t = translator(language);
      const bridge =
        sent === ''
          ? ''
          : `\n\n---\n\n_${t(
              'La réponse du modèle s’est interrompue ; voici celle du coach Zak IA hors ligne.',
              'The model’s answer was cut off; here is the offline Zak AI coach’s answer.',
            )}_\n\n`;
      let result: AiResult;
      let text = '';
      try {
        const fallback = this.fallback.stream(request, signal);
        if (bridge) yield bridge;
        for (;;) {
          const next = await fallback.next();
          if (next.done) {
            result = next.value;
            break;
          }
          text += next.value;
          yield next.value;
        }
      } catch {
        throw err;
      }
      return {
        text: sent + bridge + (result.text || text),
        tokens: result.tokens,
        meta: { fallback: 'offline', reason: reasonOf(err) },
      };
    }
  }
}
