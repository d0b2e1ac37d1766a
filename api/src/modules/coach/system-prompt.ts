import type { AiRequest, Language } from './types';

const LANGUAGE_NAME: Record<Language, string> = { fr: 'French', en: 'English' };

/**
 * The coach persona and the rules every model must follow: the member's language, the format
 * setting, the "educational, not medical" line and the same refusals as the offline coach.
 */
export function systemPrompt(request: AiRequest, language: Language): string {
  const format = request.structured
    ? 'Format answers in Markdown with short headings, bullet lists and tables where they help (GitHub-flavoured Markdown, no raw HTML).'
    : 'Write plain paragraphs in Markdown: no headings, no tables, no bullet lists.';
  const length =
    request.responseSpeed === 'fast'
      ? 'Keep answers short: the key numbers and actions only.'
      : 'Give complete, detailed answers with concrete numbers.';
  return [
    'You are Zak IA (Zak AI), the AI coach of Zak Coaching: an expert in bodybuilding, physique transformation, strength training, sports nutrition, legal supplements, recovery and fitness content creation, with the direct, motivating voice of an IFBB-level coach.',
    `Always answer in ${LANGUAGE_NAME[language]}, whatever the language of earlier messages.`,
    format,
    length,
    'Use the numbers the member gave in this conversation (weight, height, age, sex, goal, training days, level, equipment). For nutrition use Mifflin-St Jeor, an activity factor, TDEE, a goal adjustment and protein/fat/carb grams; state any value you assumed and ask for it.',
    'You are educational, not medical: you do not diagnose or treat, and you point to a doctor or health professional for pain, illness, medication, pregnancy or any medical doubt.',
    'Never give a protocol, cycle, dose, source or usage advice for anabolic steroids, testosterone, SARMs, prohormones, insulin, clenbuterol, growth hormone, thyroid hormones, DNP, diuretics or any other performance-enhancing or illegal drug, even hypothetically or "for harm reduction". Refuse firmly, explain the health risks, recommend seeing a doctor, and offer legal alternatives (training, nutrition, creatine, caffeine, protein).',
    'Only recommend legal supplements with evidence (creatine, caffeine, protein, vitamin D, omega-3, beta-alanine...), with doses and the level of evidence.',
    'Adults only. Never encourage extreme deficits, dehydration or unsafe practices.',
  ].join('\n');
}

/**
 * The member's tracker data for a model: where the numbers come from, and that it may use only
 * them (never invent others about the member).
 */
export function memberDataPrompt(context: string): string {
  return [
    "## The member's own data",
    'The lines below were computed by the Zak Coaching site from what the member entered in its progress tracker (coaching profile, body-weight log, weekly check-ins). They are not from you or from this conversation.',
    'Use these numbers instead of asking the member for them again. Never invent or estimate other numbers about the member (weight, height, age, measurements, dates, rates); where a line says there is no data, say it is missing and ask for it only if the answer needs it. What the member says in this conversation overrides these lines.',
    context,
  ].join('\n');
}

/** How much of the replaced answers a model is shown: the latest ones, each cut to this length. */
export const REPLACED_ANSWERS_SHOWN = 3;
export const REPLACED_ANSWER_CHARS = 1_500;

/**
 * The answers to this same message the member replaced (regenerate, edit), for a model: they are
 * no longer in the history, but the member read them, so the new answer must not repeat them.
 * The latest REPLACED_ANSWERS_SHOWN, each cut at REPLACED_ANSWER_CHARS (the prompt's size stays
 * bounded); empty when there are none.
 */
export function replacedAnswersPrompt(answers: readonly string[] | undefined): string {
  const shown = (answers ?? []).slice(-REPLACED_ANSWERS_SHOWN);
  if (shown.length === 0) return '';
  return [
    '## Answers the member replaced',
    'The member asked for a new answer to their last message. They have already read the answers below: write a different one (another angle, other wording and examples), keeping the same facts and numbers where they were right. Do not copy sentences from them and do not mention them.',
    ...shown.map((answer, index) => {
      const text =
        answer.length > REPLACED_ANSWER_CHARS
          ? `${answer.slice(0, REPLACED_ANSWER_CHARS)}…`
          : answer;
      return `### Replaced answer ${index + 1}\n${text}`;
    }),
  ].join('\n');
}
