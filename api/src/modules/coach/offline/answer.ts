import type { KnowledgeEntry } from '../knowledge';
import type { FactKey, Guide } from '../knowledge/types';
import { factValues, fill } from '../knowledge/values';
import type { Language } from '../types';
import { list, note, paragraph, type Block } from './document';
import { namesAvoidedFood, type Facts } from './facts';
import { normalise, translator } from './text';

/** Lead-ins that give a regenerated answer another phrasing; the first variant has none. */
const OPENERS: Record<Language, string[]> = {
  fr: [
    '',
    'En bref : ',
    'Pour faire simple : ',
    'Réponse courte : ',
    'Concrètement : ',
    'Ce qu’il faut retenir : ',
  ],
  en: ['', 'In short: ', 'Put simply: ', 'Short answer: ', 'In practice: ', 'The key point: '],
};

/** Lower-cases the first letter after a lead-in, unless it starts an acronym ("RIR", "HIIT"). */
function afterOpener(opener: string, text: string): string {
  if (!opener) return text;
  const [first = '', second = ''] = text;
  const lowered = second && second === second.toLowerCase() ? first.toLowerCase() : first;
  return `${opener}${lowered}${text.slice(1)}`;
}

/** The phrasing and lead-in of variant `variant` among `phrasings.length × OPENERS` choices. */
export function phrase(phrasings: readonly string[], variant: number, language: Language): string {
  const count = Math.max(1, phrasings.length);
  const text = phrasings[variant % count] ?? '';
  const openers = OPENERS[language];
  const opener = openers[Math.floor(variant / count) % openers.length] ?? '';
  return afterOpener(opener, text);
}

const FACT_NAMES: Record<FactKey, [fr: string, en: string]> = {
  weightKg: ['ton poids', 'your weight'],
  heightCm: ['ta taille', 'your height'],
  age: ['ton âge', 'your age'],
  sex: ['ton sexe', 'your sex'],
  goal: [
    'ton objectif (sèche, prise de masse ou recomposition)',
    'your goal (cut, bulk or recomp)',
  ],
  daysPerWeek: ["tes jours d'entraînement par semaine", 'your training days per week'],
  level: ['ton niveau', 'your level'],
  equipment: ['ton matériel (salle, maison ou aucun)', 'your equipment (gym, home or none)'],
};

function joinNames(names: string[], language: Language): string {
  if (names.length <= 1) return names[0] ?? '';
  const and = language === 'fr' ? ' et ' : ' and ';
  return `${names.slice(0, -1).join(', ')}${and}${names.at(-1) ?? ''}`;
}

/** The one follow-up question: the facts the entry needs and the member has not given. */
export function askForFacts(missing: readonly FactKey[], language: Language): string {
  const t = translator(language);
  const names = joinNames(
    missing.map((key) => t(...FACT_NAMES[key])),
    language,
  );
  return t(
    `Tu me donnes ${names} ? Je te calcule tes chiffres exacts.`,
    `Can you tell me ${names}? I will work out your exact numbers.`,
  );
}

const INTERNAL_SOURCE = /not a study|Zak Coaching product specification/;

export interface AnswerContext {
  language: Language;
  facts: Facts;
  /** Regeneration count: picks the phrasing, the lead-in and the order of the details. */
  variant: number;
  brief: boolean;
  /** The full guide a broad question leads into (the offline coach's plan templates). */
  guide: (guide: Guide) => Block[];
  /** The caution and referral that follow every answer about pain. */
  injuryCaution: () => Block[];
}

/**
 * A detail that asks for a fact the member already gave ("tell me your equipment" after "going to
 * the gym"): dropped, a fact is never asked again (eighth round).
 */
const ASKED_FACT: Partial<Record<keyof Facts, RegExp>> = {
  equipment: /\b(?:ton materiel|your equipment)\b/,
  weightKg: /\b(?:ton poids|your weight)\b/,
  age: /\b(?:ton age|your age)\b/,
  sex: /\b(?:ton sexe|your sex)\b/,
  daysPerWeek: /\b(?:tes jours|combien de jours|your days|how many days)\b/,
};
const ASKING = /\b(?:dis[- ]moi|donne[- ]moi|tell me|give me)\b/;
function asksKnownFact(detail: string, facts: Facts): boolean {
  const t = normalise(detail);
  if (!ASKING.test(t)) return false;
  return Object.entries(ASKED_FACT).some(
    ([key, pattern]) => facts[key as keyof Facts] !== undefined && pattern.test(t),
  );
}

/** A detail written for a diet or an intolerance. */
const FOR_A_DIET =
  /\b(?:vegan\w*|vegetari\w*|vegetal\w*|plant-based|algues?|algae|sans (?:poisson|viande|lactose|gluten)|no (?:fish|meat)|lactose[- ]free|allerg\w*|intoleran\w*)\b/;

const rotate = <T>(items: readonly T[], by: number): T[] =>
  items.length === 0 ? [] : items.map((_, i) => items[(i + by) % items.length] as T);

/**
 * A question-first answer from one knowledge entry: the direct answer (with the member's numbers
 * when the entry can use them and they are known), then the detail that serves it, then at most
 * one question for the facts it still needs, then its sources.
 */
export function knowledgeAnswer(entry: KnowledgeEntry, context: AnswerContext): Block[] {
  const { language, facts, variant, brief } = context;
  const t = translator(language);
  const needed = entry.facts ?? [];
  const missing = needed.filter((key) => facts[key] === undefined);
  const useFacts = entry.af !== undefined && needed.length > 0 && missing.length === 0;
  const values = useFacts ? factValues(facts, language) : {};
  const phrasings = useFacts && entry.af ? entry.af[language] : entry.a[language];
  const blocks: Block[] = [paragraph(fill(phrase(phrasings, variant, language), values))];

  if (entry.guide) {
    blocks.push(...context.guide(entry.guide));
  } else {
    const details = rotate(entry.more?.[language] ?? [], variant)
      .filter((detail) => !asksKnownFact(detail, facts))
      // "Sources: meat, fish, eggs..." is no detail for a vegetarian; "Vegan or no fish: algae
      // oil..." is one (it names the diet).
      .filter(
        (detail) => !namesAvoidedFood(detail, facts.avoid) || FOR_A_DIET.test(normalise(detail)),
      )
      .slice(0, brief ? 2 : 3);
    if (details.length > 0) blocks.push(list(details.map((detail) => fill(detail, values))));
  }
  if (entry.topic === 'injury') blocks.push(...context.injuryCaution());
  if (entry.ask && missing.length > 0 && entry.af) {
    blocks.push(paragraph(askForFacts(missing, language)));
  }
  if (entry.topic === 'supplements') {
    blocks.push(
      note(
        t(
          'Contenu éducatif, pas un avis médical : demande l’avis de ton médecin en cas de traitement, de grossesse ou de problème de santé.',
          'Educational content, not medical advice: ask your doctor if you take medication, are pregnant or have a health condition.',
        ),
      ),
    );
  }
  // Published sources are shown; the data also records practice rules and product facts.
  const cited = (entry.sources ?? []).filter((source) => !INTERNAL_SOURCE.test(source));
  if (cited.length > 0 && !brief) {
    blocks.push(note(`${t('Sources : ', 'Sources: ')}${cited.join(' ; ')}`));
  }
  return blocks;
}
