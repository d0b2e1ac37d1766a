import type { AiProvider, AiRequest, AiResult } from './types';
import { OfflineProvider } from './offline/provider';
import { userMessages } from './offline/conversation';
import { asksForDopingAgainAfter, asksForForbiddenSubstance } from './offline/topics';

/**
 * Safety first (issue 41): a message about doping agents, in any spelling or slang, is answered by
 * the offline coach's refusal (the risks and a doctor, never a dose) before any model sees it,
 * whatever else the message contains and whichever provider is configured; so is a question on
 * taking or dosing "it" right after the member named one ("si je prends juste une petite dose ?").
 */
export class SafetyFirstProvider implements AiProvider {
  readonly name: string;
  private readonly refusal = new OfflineProvider();

  constructor(private readonly model: AiProvider) {
    this.name = model.name;
  }

  private pick(request: AiRequest): AiProvider {
    const refused =
      asksForForbiddenSubstance(request.message) ||
      asksForDopingAgainAfter(request.message, userMessages(request.history));
    return refused ? this.refusal : this.model;
  }

  complete(request: AiRequest, signal?: AbortSignal): Promise<AiResult> {
    return this.pick(request).complete(request, signal);
  }

  stream(request: AiRequest, signal?: AbortSignal): AsyncGenerator<string, AiResult, void> {
    return this.pick(request).stream(request, signal);
  }
}
