import { GOAL_RATE_RANGE, formatPercent, formatWeight } from '@zak/contract';
import type { Language, MemberProgress } from '../types';
import { list, paragraph, type Block } from './document';
import { normalise, translator } from './text';

/** "How am I doing?" and its French ways: a question about the member's own progress. */
const HOW_AM_I_DOING =
  /\b(?:how am i (?:doing|progressing)|how(?:'s| is) my progress|am i (?:progressing|on track)|ou j'?en suis|comment (?:je |j')?(?:progresse|avance|m'en sors)|est-ce que je progresse|comment ca avance)\b/;

export const asksHowAmIDoing = (message: string) => HOW_AM_I_DOING.test(normalise(message));

const GOAL_NAME = {
  cut: ['sèche', 'cut'],
  bulk: ['prise de masse', 'bulk'],
  maintain: ['maintien', 'maintenance'],
  recomp: ['recomposition', 'recomposition'],
} as const;

/**
 * The member's progress from their tracker: the trend, the rate against the goal's usual range,
 * a plateau, and what to change. Only the tracker's numbers are used.
 */
export function progressAnswer(progress: MemberProgress, language: Language): Block[] {
  const t = translator(language);
  const kg = (v: number, signed = false) => formatWeight(v, progress.units, language, signed);
  const pct = (v: number) => formatPercent(v, language);
  if (progress.average7 === null || progress.latestDate === null) {
    return [
      paragraph(
        t(
          "Je n'ai encore aucune pesée dans ton suivi, donc je ne peux pas mesurer ta progression. Pèse-toi le matin à jeun, au moins 3 fois par semaine, dans l'onglet Progression de ton compte : après deux semaines je te donne ta moyenne, ton rythme et quoi ajuster.",
          'There is no weigh-in in your tracker yet, so I cannot measure your progress. Weigh yourself in the morning before eating, at least 3 times a week, in the Progress section of your account: after two weeks I can give you your average, your rate and what to adjust.',
        ),
      ),
    ];
  }
  const rate = progress.fourWeek ?? progress.weekly;
  const perWeek = progress.fourWeek?.changeKgPerWeek ?? progress.weekly?.changeKg ?? null;
  const period = progress.fourWeek
    ? t('sur 4 semaines', 'over 4 weeks')
    : t('cette semaine', 'this week');
  const opening = t(
    `Ta moyenne sur 7 jours est de ${kg(progress.average7)} (au ${progress.latestDate}).`,
    `Your 7-day average is ${kg(progress.average7)} (on ${progress.latestDate}).`,
  );
  if (!rate || perWeek === null) {
    return [
      paragraph(
        `${opening} ${t(
          'Il me faut au moins 3 pesées par semaine sur deux semaines pour calculer ton rythme : continue à te peser et repose-moi la question.',
          'I need at least 3 weigh-ins a week for two weeks to compute your rate: keep weighing in and ask me again.',
        )}`,
      ),
    ];
  }
  const r = rate.percentPerWeek;
  const rateText = t(
    `${period} : ${kg(perWeek, true)} par semaine (${pct(r)} du poids par semaine).`,
    `${period}: ${kg(perWeek, true)} a week (${pct(r)} of body weight a week).`,
  );
  const goal = progress.goal;
  if (!goal) {
    return [
      paragraph(`${opening} ${rateText}`),
      paragraph(
        t(
          'Indique ton objectif (sèche, prise de masse, maintien ou recomposition) dans ton profil de coaching : je comparerai ce rythme à la bonne fourchette.',
          'Set your goal (cut, bulk, maintenance or recomposition) in your coaching profile: I will compare this rate with the right range.',
        ),
      ),
    ];
  }
  const range = GOAL_RATE_RANGE[goal];
  const [fr, en] = GOAL_NAME[goal];
  const usual = t(
    `la fourchette habituelle d'une ${fr} (${pct(range.min)} à ${pct(range.max)} par semaine)`,
    `the usual range for a ${en} (${pct(range.min)} to ${pct(range.max)} a week)`,
  );
  const direction = goal === 'cut' ? -1 : goal === 'bulk' ? 1 : 0;
  let verdict: string;
  let change: string[];
  if (progress.plateau) {
    verdict = t(
      `Ta moyenne ne bouge plus depuis 2 semaines : c'est un plateau pour ta ${fr}.`,
      `Your average has not moved for 2 weeks: that is a plateau for your ${en}.`,
    );
    change = [
      direction < 0
        ? t(
            'Retire 100 à 200 kcal par jour (surtout des glucides ou des lipides, pas des protéines), ou ajoute 2 000 pas par jour.',
            'Cut 100-200 kcal a day (from carbs or fat, not protein), or add 2,000 steps a day.',
          )
        : t(
            'Ajoute 100 à 200 kcal par jour (surtout des glucides autour de tes séances).',
            'Add 100-200 kcal a day (mostly carbs around your sessions).',
          ),
      t(
        'Revois ta moyenne dans 2 semaines avant de changer autre chose.',
        'Review your average in 2 weeks before changing anything else.',
      ),
    ];
  } else if (r < range.min) {
    verdict = t(`C'est plus rapide que ${usual}.`, `That is faster than ${usual}.`);
    change = [
      direction > 0
        ? t(
            'Ce n’est pas une prise de masse : ajoute 200 à 300 kcal par jour.',
            'That is not a bulk: add 200-300 kcal a day.',
          )
        : t(
            'Ajoute 100 à 200 kcal par jour pour protéger ton muscle et ton énergie.',
            'Add 100-200 kcal a day to protect your muscle and your energy.',
          ),
    ];
  } else if (r > range.max) {
    verdict = t(`C'est plus rapide que ${usual}.`, `That is faster than ${usual}.`);
    if (direction <= 0) verdict = t(`C'est au-dessus de ${usual}.`, `That is above ${usual}.`);
    change = [
      direction < 0
        ? t(
            'Retire 100 à 200 kcal par jour ou ajoute 2 000 pas par jour.',
            'Cut 100-200 kcal a day or add 2,000 steps a day.',
          )
        : t(
            'Retire 100 à 200 kcal par jour : au-delà, le surplus part surtout en graisse.',
            'Cut 100-200 kcal a day: beyond this rate the surplus is mostly stored as fat.',
          ),
    ];
  } else {
    verdict = t(
      `C'est dans ${usual} : tu es sur la bonne voie.`,
      `That is within ${usual}: you are on track.`,
    );
    change = [
      t(
        'Ne change rien : garde tes calories, tes protéines et ta progression de charges.',
        'Change nothing: keep your calories, your protein and your progression on the bar.',
      ),
    ];
  }
  return [paragraph(`${opening} ${rateText} ${verdict}`), list(change)];
}
