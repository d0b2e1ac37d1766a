import type { Language } from '../types';
import { list, paragraph, title, type Block } from './document';
import type { Facts } from './facts';
import { formatNumber, normalise, translator } from './text';

const GREETING = /^\s*(?:bonjour|salut|coucou|hello|hi|hey|yo|bonsoir|good (?:morning|evening))\b/;

/** Lists the facts already known, so the member sees what the coach has understood. */
function knownFacts(facts: Facts, language: Language): string[] {
  const t = translator(language);
  const known: string[] = [];
  if (facts.weightKg !== undefined) known.push(`${formatNumber(facts.weightKg, language, 1)} kg`);
  if (facts.heightCm !== undefined) known.push(`${formatNumber(facts.heightCm, language, 1)} cm`);
  if (facts.age !== undefined) known.push(t(`${facts.age} ans`, `${facts.age} years old`));
  if (facts.sex) known.push(facts.sex === 'male' ? t('homme', 'male') : t('femme', 'female'));
  if (facts.goal)
    known.push(
      {
        cut: t('sèche', 'cut'),
        bulk: t('prise de masse', 'bulk'),
        recomp: t('recomposition', 'recomposition'),
      }[facts.goal],
    );
  if (facts.daysPerWeek !== undefined)
    known.push(t(`${facts.daysPerWeek} jours/semaine`, `${facts.daysPerWeek} days/week`));
  return known;
}

export function fallbackAnswer(message: string, facts: Facts, language: Language): Block[] {
  const t = translator(language);
  const known = knownFacts(facts, language);
  const opening = GREETING.test(normalise(message))
    ? t(
        'Salut ! Je suis Zak IA, ton coach musculation.',
        'Hi! I am Zak AI, your bodybuilding coach.',
      )
    : t(
        'Je ne suis pas sûr d’avoir compris ta demande, mais voici comment je peux t’aider.',
        'I am not sure I understood your request, but here is how I can help.',
      );
  return [
    title(t('Comment je peux t’aider', 'How I can help')),
    paragraph(
      known.length > 0
        ? `${opening} ${t(`J’ai noté : ${known.join(', ')}.`, `I have noted: ${known.join(', ')}.`)}`
        : opening,
    ),
    list([
      t(
        '**Programme d’entraînement** : une semaine adaptée à tes jours, ton niveau et ton matériel.',
        '**Training programme**: a week fitted to your days, level and equipment.',
      ),
      t(
        '**Plan nutritionnel** : calories (Mifflin-St Jeor), macros, repas et journée type.',
        '**Nutrition plan**: calories (Mifflin-St Jeor), macros, meals and a sample day.',
      ),
      t(
        '**Compléments légaux** : créatine, caféine, protéines… avec doses et niveau de preuve.',
        '**Legal supplements**: creatine, caffeine, protein… with doses and evidence level.',
      ),
      t(
        '**Conseils YouTube/TikTok** et **plan de contenu** pour ta chaîne fitness.',
        '**YouTube/TikTok advice** and a **content plan** for your fitness channel.',
      ),
      t(
        '**Sommeil** : les habitudes qui améliorent ta récupération.',
        '**Sleep**: the habits that improve your recovery.',
      ),
    ]),
    paragraph(
      t(
        'Pour un plan précis, donne-moi ton poids, ta taille, ton âge, ton sexe, ton objectif (sèche, prise de masse ou recomposition), tes jours d’entraînement par semaine, ton niveau et ton matériel (salle, maison ou aucun).',
        'For a precise plan, tell me your weight, height, age, sex, goal (cut, bulk or recomposition), training days per week, level and equipment (gym, home or none).',
      ),
    ),
  ];
}
