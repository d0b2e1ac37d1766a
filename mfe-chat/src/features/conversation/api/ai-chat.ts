import type { AiChatRequest, AiChatResponse, ChatSuggestion } from '@zak/contract';
import { apiFetch, createSseParser, idempotencyKey } from 'shared-ui';

/** The reply has no usable text (spec: "Désolé, je n'ai pas pu générer une réponse."). */
export class EmptyReplyError extends Error {
  constructor() {
    super('The AI answered without a response');
    this.name = 'EmptyReplyError';
  }
}

/** The engine reported a failure inside the stream (after a 200). */
export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamError';
  }
}

interface StreamPayload {
  delta?: unknown;
  text?: unknown;
  response?: unknown;
  message?: unknown;
  suggestions?: unknown;
}

function parsePayload(data: string): StreamPayload {
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === 'object' && value !== null
      ? (value as StreamPayload)
      : { delta: value };
  } catch {
    return { delta: data };
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The answer's clarifying chips, when the server sent well-formed ones. */
function asSuggestions(value: unknown): ChatSuggestion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { label, message } = item as Record<string, unknown>;
    return typeof label === 'string' && typeof message === 'string' && label && message
      ? [{ label, message }]
      : [];
  });
}

async function readStream(
  res: Response,
  { onDelta, onSuggestions }: AiReplyOptions,
): Promise<string> {
  if (!res.body) throw new StreamError('No response body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parse = createSseParser();
  let received = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of parse(decoder.decode(value, { stream: true }))) {
      const payload = parsePayload(data);
      if (event === 'error') throw new StreamError(asText(payload.message) ?? 'Stream error');
      if (event === 'done' || event === 'final' || event === 'end') {
        const full = asText(payload.response) ?? asText(payload.text) ?? received;
        if (!full.trim()) throw new EmptyReplyError();
        const suggestions = asSuggestions(payload.suggestions);
        if (suggestions.length) onSuggestions?.(suggestions);
        return full;
      }
      const delta = asText(payload.delta) ?? asText(payload.text) ?? '';
      if (delta) {
        received += delta;
        onDelta(delta);
      }
    }
  }
  // The stream closed without its final event: keep what arrived, if anything.
  if (!received.trim()) throw new EmptyReplyError();
  return received;
}

/** The engine also reads `structuredResponses` (api/src/modules/coach/ai.validation.ts). */
export type AiReplyRequest = AiChatRequest & { structuredResponses?: boolean };

export interface AiReplyOptions {
  signal?: AbortSignal;
  /** Called with each piece of text as it is generated. */
  onDelta: (delta: string) => void;
  /** Called once, before the reply resolves, when it ends with clarifying chips. */
  onSuggestions?: (suggestions: ChatSuggestion[]) => void;
}

/**
 * POST /api/ai/chat asking for Server-Sent Events; the JSON `{ response }` answer is the fallback
 * (a server or proxy that does not stream). Resolves with the full reply text.
 */
export async function requestAiReply(body: AiReplyRequest, options: AiReplyOptions) {
  const { signal, onDelta, onSuggestions } = options;
  const res = await apiFetch('/api/ai/chat', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      // Asked once: a retried request replays this answer instead of spending the quota again.
      'Idempotency-Key': idempotencyKey(),
    },
    body: JSON.stringify(body),
    signal,
  });
  if ((res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
    return readStream(res, options);
  }
  const json = (await res.json()) as Partial<AiChatResponse> | null;
  const response = asText(json?.response);
  if (!response?.trim()) throw new EmptyReplyError();
  onDelta(response);
  const suggestions = asSuggestions(json?.suggestions);
  if (suggestions.length) onSuggestions?.(suggestions);
  return response;
}
