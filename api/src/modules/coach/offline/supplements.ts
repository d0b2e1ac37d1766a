import type { Language } from '../types';
import { heading, list, note, paragraph, table, title, type Block } from './document';
import type { Facts } from './facts';
import { formatNumber, translator } from './text';

/** Caffeine's effective range is 3-6 mg/kg; EFSA considers up to 400 mg a day safe for healthy adults. */
export function caffeineRangeMg(weightKg: number): [number, number] {
  return [Math.min(400, Math.round(weightKg * 3)), Math.min(400, Math.round(weightKg * 6))];
}

export function supplementsAnswer(facts: Facts, language: Language, brief: boolean): Block[] {
  const t = translator(language);
  const caffeine = facts.weightKg
    ? (() => {
        const [low, high] = caffeineRangeMg(facts.weightKg);
        return t(
          `${low} à ${high} mg (3 à 6 mg/kg pour ${formatNumber(facts.weightKg, language, 1)} kg, 400 mg/jour maximum)`,
          `${low}-${high} mg (3-6 mg/kg for ${formatNumber(facts.weightKg, language, 1)} kg, 400 mg/day at most)`,
        );
      })()
    : t('3 à 6 mg/kg (400 mg/jour maximum)', '3-6 mg/kg (400 mg/day at most)');
  const rows: string[][] = [
    [
      t('Créatine monohydrate', 'Creatine monohydrate'),
      t('3 à 5 g/jour, tous les jours, à n’importe quelle heure', '3-5 g/day, every day, any time'),
      t('A : forte (force, masse maigre)', 'A: strong (strength, lean mass)'),
    ],
    [
      t('Caféine', 'Caffeine'),
      t(
        `${caffeine}, 30 à 60 min avant la séance, pas dans les 8 h avant le coucher`,
        `${caffeine}, 30-60 min before training, not within 8 h of bedtime`,
      ),
      t('A : forte (performance)', 'A: strong (performance)'),
    ],
    [
      t('Protéine en poudre (whey, végétale)', 'Protein powder (whey, plant)'),
      t(
        '20 à 40 g par prise, seulement pour compléter tes apports (1,6 à 2,2 g/kg/jour au total)',
        '20-40 g per serving, only to complete your intake (1.6-2.2 g/kg/day in total)',
      ),
      t('A : forte (pour atteindre tes protéines)', 'A: strong (for reaching your protein)'),
    ],
    [
      t('Vitamine D3', 'Vitamin D3'),
      t(
        '1000 à 2000 UI/jour en hiver ou si peu de soleil ; dose ton taux (25-OH-D) chez le médecin',
        '1000-2000 IU/day in winter or with little sun; have your level (25-OH-D) tested',
      ),
      t('B : utile si carence', 'B: useful when deficient'),
    ],
    [
      t('Oméga-3 (EPA + DHA)', 'Omega-3 (EPA + DHA)'),
      t('1 à 2 g/jour d’EPA + DHA, avec un repas', '1-2 g/day of EPA + DHA, with a meal'),
      t(
        'B : santé cardiovasculaire ; effet direct sur le muscle faible',
        'B: cardiovascular health; little direct effect on muscle',
      ),
    ],
    [
      t('Bêta-alanine', 'Beta-alanine'),
      t(
        '3,2 à 6,4 g/jour en 2 à 4 prises (picotements sans danger)',
        '3.2-6.4 g/day in 2-4 servings (harmless tingling)',
      ),
      t('B : efforts de 1 à 4 min', 'B: efforts of 1-4 minutes'),
    ],
    [
      t('Magnésium', 'Magnesium'),
      t('200 à 400 mg/jour si tes apports sont bas', '200-400 mg/day if your intake is low'),
      t('C : utile seulement en cas de manque', 'C: useful only when lacking'),
    ],
  ];
  const blocks: Block[] = [
    title(t('Compléments légaux et efficaces', 'Legal, evidence-based supplements')),
    paragraph(
      t(
        'Les compléments ne font que 5 % du résultat : entraînement, calories, protéines et sommeil d’abord. Voici ceux qui ont des preuves solides, avec leur dose et leur niveau de preuve (A forte, B modérée, C faible).',
        'Supplements are only 5% of the result: training, calories, protein and sleep come first. These are the ones with solid evidence, with their dose and level of evidence (A strong, B moderate, C weak).',
      ),
    ),
    table(
      [t('Complément', 'Supplement'), t('Dose', 'Dose'), t('Preuves', 'Evidence')],
      brief ? rows.slice(0, 5) : rows,
    ),
    heading(t('Stack de base conseillé', 'Recommended basic stack')),
    list([
      t('Créatine monohydrate 5 g/jour.', 'Creatine monohydrate 5 g/day.'),
      t(
        'Protéine en poudre si tu n’atteins pas ta cible avec l’alimentation.',
        'Protein powder if food alone does not reach your target.',
      ),
      t(
        'Vitamine D en hiver, oméga-3 si tu manges peu de poisson gras.',
        'Vitamin D in winter, omega-3 if you eat little oily fish.',
      ),
      t(
        'Caféine avant les séances difficiles, si tu la tolères.',
        'Caffeine before hard sessions, if you tolerate it.',
      ),
    ]),
    heading(t('À éviter (argent perdu)', 'Skip these (wasted money)')),
    list([
      t('BCAA si tes protéines sont suffisantes.', 'BCAAs when your protein intake is adequate.'),
      t(
        '« Boosters de testostérone » (tribulus, etc.) : aucun effet prouvé sur le muscle.',
        '"Testosterone boosters" (tribulus, etc.): no proven effect on muscle.',
      ),
      t(
        '« Brûleurs de graisse » : effet négligeable, souvent juste de la caféine chère.',
        '"Fat burners": negligible effect, often just expensive caffeine.',
      ),
    ]),
    note(
      t(
        'Choisis des produits testés anti-dopage (label Informed Sport ou équivalent). Demande l’avis de ton médecin en cas de traitement, de grossesse, de problème rénal, cardiaque ou de tension.',
        'Choose third-party tested products (Informed Sport or similar). Ask your doctor first if you take medication, are pregnant, or have kidney, heart or blood-pressure issues.',
      ),
    ),
  ];
  return blocks;
}
