import type { AiRequest, Language } from '../types';
import { personaSignOff } from './personality';
import { contentPlanAnswer, socialAnswer } from './creator';
import { note, render, type Block } from './document';
import { collectFacts, parseFacts, type Facts } from './facts';
import { fallbackAnswer } from './fallback';
import { injuryAnswer, mentionsPain } from './injury';
import { nutritionAnswer } from './nutrition';
import { refusalAnswer } from './refusal';
import { sleepAnswer } from './sleep';
import { supplementsAnswer } from './supplements';
import { detectLanguage, translator } from './text';
import { asksForForbiddenSubstance, detectTopic, detectTopics, type Topic } from './topics';
import { trainingAnswer } from './training';

const hasFacts = (facts: Facts): boolean => Object.keys(facts).length > 0;

/**
 * The topics of the current message; a message that only adds numbers ("80 kg, 180 cm") continues
 * the topic of the member's latest earlier question.
 */
function resolveTopics(message: string, earlierUserMessages: readonly string[]): Topic[] {
  const topics = detectTopics(message);
  if (topics.length > 0 || !hasFacts(parseFacts(message))) return topics;
  for (let i = earlierUserMessages.length - 1; i >= 0; i -= 1) {
    const earlier = detectTopic(earlierUserMessages[i] ?? '');
    if (earlier) return [earlier];
  }
  return [];
}

function blocksFor(topic: Topic, facts: Facts, language: Language, brief: boolean): Block[] {
  switch (topic) {
    case 'nutrition':
      return nutritionAnswer(facts, language, brief);
    case 'training':
      return trainingAnswer(facts, language, brief);
    case 'supplements':
      return supplementsAnswer(facts, language, brief);
    case 'social':
      return socialAnswer(language, brief);
    case 'content':
      return contentPlanAnswer(language, brief);
    case 'sleep':
      return sleepAnswer(language, brief);
  }
}

const HEALTH_TOPICS: ReadonlySet<Topic> = new Set(['nutrition', 'training', 'supplements']);

/** The offline coach: a deterministic markdown answer to the request. */
export function answerOffline(request: AiRequest): string {
  const earlier = request.history
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.content);
  const language =
    request.language ?? detectLanguage([...earlier.slice(-2), request.message].join('\n'));
  const t = translator(language);
  if (asksForForbiddenSubstance(request.message)) {
    return render(refusalAnswer(language), request.structured, language);
  }
  if (mentionsPain(request.message)) {
    return render(injuryAnswer(language), request.structured, language);
  }
  const brief = request.responseSpeed === 'fast';
  const facts = collectFacts([...earlier, request.message]);
  const topics = resolveTopics(request.message, earlier);
  const blocks =
    topics.length === 0
      ? fallbackAnswer(request.message, facts, language)
      : topics.flatMap((topic) => blocksFor(topic, facts, language, brief));
  if (topics.some((topic) => HEALTH_TOPICS.has(topic))) {
    blocks.push(
      note(
        t(
          'Contenu éducatif, pas un avis médical : consulte un professionnel de santé en cas de pathologie, de traitement ou de doute.',
          'Educational content, not medical advice: see a health professional if you have a condition, take medication or have any doubt.',
        ),
      ),
    );
  }
  const signOff = personaSignOff(request.personality, language);
  if (signOff) blocks.push(signOff);
  return render(blocks, request.structured, language);
}
