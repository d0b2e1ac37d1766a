import type { Language } from '../types';
import { heading, list, note, paragraph, title, type Block } from './document';
import { normalise, translator, type Translate } from './text';

const PAIN =
  /\b(?:douleurs?|j'ai mal|mal (?:au|aux|a la|a l'|au niveau)|blessures?|blesse|tendinite|entorse|hernie|dechirure|claquage|injury|injured|painful|in pain|pain in|(?:knee|back|shoulder|elbow|wrist|hip|neck|joint|ankle|chest|muscle) pain|hurts?|hurting|sprain|strain|tendinitis|tendonitis|torn)\b/;

/**
 * Injuries and joint noises named without the word "pain": "sciatique", "shin splints", "genou qui
 * craque", "clicking shoulder" (a craving, "je craque sur le sucre", is not a joint).
 */
const JOINT =
  '(?:genoux?|epaules?|coudes?|hanches?|poignets?|chevilles?|knees?|shoulders?|elbows?|hips?|wrists?|ankles?)';
const INJURY = new RegExp(
  `\\b(?:sciatiques?|sciatica|shin splints?|periostites?|hernies? discales?|herniated|slipped disc|tendinopath\\w*|bursites?|bursitis|lumbago|lombalgies?|tennis elbow|golfer'?s elbow|epicondylite|impingement|conflit sous[- ]acromial|coiffe des rotateurs|rotator cuff)\\b|\\b${JOINT}\\b.{0,25}\\b(?:craque\\w*|claque\\w*|clique\\w*|click\\w*|pop\\w*|crack\\w*|grind\\w*|sensible|gonfle\\w*|swollen)\\b|\\b(?:craque\\w*|claque\\w*|click\\w*|popping|cracking|grinding)\\b.{0,25}\\b${JOINT}\\b`,
);

/** "is that hurting my gains", "ça fait mal à ma progression": not a body in pain. */
const NOT_BODY =
  /\b(?:hurts?|hurting) (?:my |your |the )?(?:muscle )?(?:gains|progress|results|bulk|cut|recovery|growth|performance)\b/g;

export function mentionsPain(text: string): boolean {
  const t = normalise(text).replace(NOT_BODY, ' ');
  return PAIN.test(t) || INJURY.test(t);
}

/** The red flags that call for a professional quickly. */
function redFlags(t: Translate): Block[] {
  return [
    heading(t('Consulte rapidement si', 'See a professional quickly if')),
    list([
      t(
        'Gonflement, craquement au moment de la blessure, ou impossibilité de bouger ou de porter ton poids.',
        'Swelling, a pop at the moment of injury, or you cannot move the joint or bear weight.',
      ),
      t(
        'Engourdissement, fourmillements ou perte de force dans un membre.',
        'Numbness, tingling or loss of strength in a limb.',
      ),
      t(
        'Douleur nocturne, fièvre, ou douleur qui ne s’améliore pas en une à deux semaines.',
        'Night pain, fever, or pain that does not improve within one to two weeks.',
      ),
    ]),
  ];
}

/** When to see a professional quickly, and the emergency line: follows every answer about pain. */
export function injuryCaution(language: Language): Block[] {
  const t = translator(language);
  return [
    ...redFlags(t),
    note(
      t(
        'Je ne pose pas de diagnostic : une douleur qui dure doit être examinée par un médecin, un kinésithérapeute ou un médecin du sport. Douleur dans la poitrine, essoufflement anormal ou malaise : arrête tout et appelle le 15 ou le 112.',
        'I cannot diagnose: pain that lasts must be examined by a doctor, physiotherapist or sports physician. Chest pain, unusual breathlessness or feeling faint: stop immediately and call emergency services (112 in Europe).',
      ),
    ),
  ];
}

/** Pain is for a health professional: general safe steps, red flags, and no diagnosis. */
export function injuryAnswer(language: Language): Block[] {
  const t = translator(language);
  return [
    title(t('Douleur ou blessure : prudence', 'Pain or injury: be careful')),
    paragraph(
      t(
        'Je ne peux pas poser de diagnostic : une douleur qui dure ou qui revient doit être examinée par un médecin, un kinésithérapeute ou un médecin du sport. En attendant, voici les règles de bon sens.',
        'I cannot diagnose: pain that lasts or keeps coming back must be examined by a doctor, physiotherapist or sports physician. Meanwhile, here are the common-sense rules.',
      ),
    ),
    heading(t('En attendant un avis', 'Until you get advice')),
    list([
      t(
        'Arrête tout exercice qui déclenche la douleur ; ne t’entraîne pas « à travers » la douleur.',
        'Stop any exercise that triggers the pain; do not train "through" it.',
      ),
      t(
        'Garde les mouvements indolores : travaille les autres groupes musculaires normalement.',
        'Keep pain-free movements: train the other muscle groups normally.',
      ),
      t(
        'Reprends progressivement : charge légère, amplitude sans douleur, puis augmente sur plusieurs semaines.',
        'Return gradually: light load, pain-free range, then build up over several weeks.',
      ),
      t(
        'Vérifie ta technique et ton volume : une hausse brutale de charge ou de séries est la cause la plus fréquente.',
        'Check your technique and volume: a sudden jump in load or sets is the most common cause.',
      ),
    ]),
    ...redFlags(t),
    note(
      t(
        'Douleur dans la poitrine, essoufflement anormal ou malaise : arrête tout et appelle le 15 ou le 112.',
        'Chest pain, unusual breathlessness or feeling faint: stop immediately and call emergency services (112 in Europe).',
      ),
    ),
  ];
}
