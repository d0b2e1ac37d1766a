import { countTokens } from '../../../platform/tokens';
import type { AiRequest, AiResult } from '../types';
import { answerOffline } from './engine';
import { OfflineProvider } from './provider';

const request: AiRequest = {
  history: [{ role: 'user', content: '80 kg, 180 cm, 30 ans, homme' }],
  message: 'Plan nutritionnel, 4 jours, prise de masse',
  structured: true,
};

describe('the offline provider', () => {
  it('answers with the coach text and token counts from the project tokenizer', async () => {
    const result = await new OfflineProvider().complete(request);
    expect(result.text).toBe(answerOffline(request));
    expect(result.text).toContain('**3035 kcal**');
    expect(result.tokens).toEqual({
      prompt: countTokens(request.message) + countTokens('80 kg, 180 cm, 30 ans, homme'),
      completion: countTokens(result.text),
    });
  });

  it('streams deltas that add up to the full answer', async () => {
    const gen = new OfflineProvider().stream(request);
    let text = '';
    let deltas = 0;
    let final: AiResult | undefined;
    for (;;) {
      const next = await gen.next();
      if (next.done) {
        final = next.value;
        break;
      }
      text += next.value;
      deltas += 1;
    }
    expect(deltas).toBeGreaterThan(10);
    expect(text).toBe(final.text);
  });

  it('stops streaming when aborted', async () => {
    const controller = new AbortController();
    const gen = new OfflineProvider().stream(request, controller.signal);
    await gen.next();
    controller.abort(new Error('gone'));
    await expect(gen.next()).rejects.toThrow('gone');
  });
});
