import type { Language } from '../types';
import { heading, list, note, paragraph, title, type Block } from './document';
import { normalise, translator, type Translate } from './text';

const PAIN =
  /\b(?:douleurs?|j'ai mal|mal (?:au|aux|a la|a l'|au niveau|en bas du|dans le|dans les)|(?:knees?|back|lower back|shoulders?|elbows?|wrists?|hips?|neck|ankles?) (?:ache|aches|aching|achy)|blessures?|blesse|tendinite|entorse|hernie|dechirure|claquage|injury|injured|painful|in pain|pain in|(?:knee|back|shoulder|elbow|wrist|hip|neck|joint|ankle|chest|muscle) pain|hurts?|hurting|sprain|strain|tendinitis|tendonitis|torn|(?:sharp|dull|stabbing|shooting|burning|nagging|severe|constant|slight|weird) pain|tweak(?:ed)?|pulled (?:my|a) (?:back|hamstring|muscle|groin|calf|pec|shoulder)|(?:bloque|coince|froisse|tordu|fait mal) (?:le |la |mon |ma |les |mes )?(?:bas du |haut du )?(?:dos|nuque|cou|epaule|genou|cheville|poignet|lombaires?|mollet|ischios?)|(?:threw|throw|tweaked) (?:out )?(?:my )?(?:lower )?back(?: out)?|ca (?:me )?pique (?:devant|derriere|dans|au|a l'|a la|sur|quand)|ca (?:me )?tire (?:en bas du|dans le|dans la|dans les|au niveau d\w*|derriere la|derriere le) (?:dos|lombaires?|genou|epaule|cuisse|mollet|nuque|cou|hanche)|pain (?:is |that'?s )?(?:shooting|radiating|going|running) (?:down|into)|(?:shooting|radiating) (?:down|into) (?:my |the )?(?:legs?|arms?|butt|glutes?)|felt (?:a|something) (?:pop|snap|tear)|douleurs? qui (?:descend|irradie)\w*|\b(?:genoux?|epaules?|coudes?|hanches?|poignets?|chevilles?|dos|lombaires?|nuque|cou)\b(?:\s+\S+){0,3}?\s+(?:me |lui )?(?:font|fait|faisait) (?:tres |trop |un peu |super |grave )?mal\b|(?:ca|la douleur) (?:descend|irradie) dans (?:la|ma|les|mes) (?:jambes?|fesses?|bras))\b/;

/**
 * Injuries and joint noises named without the word "pain": "sciatique", "shin splints", "genou qui
 * craque", "clicking shoulder" (a craving, "je craque sur le sucre", is not a joint).
 */
const JOINT =
  '(?:genoux?|epaules?|coudes?|hanches?|poignets?|chevilles?|knees?|shoulders?|elbows?|hips?|wrists?|ankles?)';
const NAMED_INJURY =
  "\\b(?:sciatiques?|sciatica|shin splints?|periostites?|hernies? discales?|herniated|slipped disc|tendinopath\\w*|bursites?|bursitis|lumbago|lombalgies?|tennis elbow|golfer'?s elbow|epicondylite|impingement|conflit sous[- ]acromial|coiffe des rotateurs|rotator cuff)\\b";
/** A joint's noise or swelling ("clicking shoulder", "genou qui craque"). */
const JOINT_NOISE = `\\b${JOINT}\\b.{0,25}\\b(?:craque\\w*|claque\\w*|clique\\w*|click\\w*|pop\\w*|crack\\w*|grind\\w*|bruits?|noises?|noisy|crepit\\w*|sensible|gonfle\\w*|swollen)\\b|\\b(?:craque\\w*|claque\\w*|click\\w*|popping|cracking|grinding|crepit\\w*)\\b.{0,25}\\b${JOINT}\\b`;
const INJURY = new RegExp(`${NAMED_INJURY}|${JOINT_NOISE}`);
const NAMED_INJURY_ONLY = new RegExp(NAMED_INJURY);

/**
 * "a slight clicking in my shoulder but it doesn't hurt", "sans douleur": the member says there
 * is no pain (eighth round: the shoulder pain entry answered a bench plateau).
 */
const NO_PAIN_WORDS =
  "\\b(?:(?:it |that |this )?(?:doesn'?t|does not|didn'?t|did not|never) hurts?|no pain(?!,? no gain)|not painful|painless|pain[- ]free|without (?:any )?pain|(?:zero|0) pain|pas de douleurs?|aucune douleur|sans (?:aucune )?douleurs?|sans (?:avoir|que ca (?:me )?fasse) mal|(?:ca |ce )?(?:ne )?(?:me )?fait (?:pas|jamais) mal)\\b";
const NO_PAIN = new RegExp(NO_PAIN_WORDS);
const NO_PAIN_ALL = new RegExp(NO_PAIN_WORDS, 'g');

/**
 * "is that hurting my gains", "ça fait mal à ma progression": not a body in pain; nor an injury
 * feared ("so I don't hurt myself", "sans me blesser": twentieth round, the return after injury
 * answered a comeback after ten years off).
 */
const NOT_BODY =
  /\b(?:hurts?|hurting) (?:my |your |the )?(?:muscle )?(?:gains|progress|results|bulk|cut|recovery|growth|performance|cycling|running|swimming|climbing|speed|sport|game|endurance)\b|\binjury prevention\b|\bprevention des blessures\b|\b(?:so (?:that )?i (?:don'?t|do not|won'?t)|without|to (?:avoid|not)|not to|avoid(?:ing)?|prevent(?:ing)?) (?:getting |get )?(?:hurt(?:ing)? myself|hurt|injur\w*)\b(?! again| (?:my|the|your) )|\b(?:sans|pour (?:ne )?pas|eviter de) (?:me |se )?bless\w*|\beviter (?:les |une |des )?blessures?\b/g;

/**
 * "came back after 10 months off, everything hurts", "reprise après 1 an, j'ai mal partout": the
 * whole body sore after a comeback is soreness, not an injury (no body part named).
 */
const DIFFUSE =
  /\b(?:everything (?:hurts|is sore|aches)|(?:hurts?|sore|aching) all over|whole body (?:hurts|is sore|aches)|tout me fait mal|j'ai mal (?:de )?partout|mal partout|courbatures? partout)\b/;
const BODY_PART =
  /\b(?:genoux?|epaules?|coudes?|hanches?|poignets?|chevilles?|dos|lombaires?|nuque|cou|knees?|shoulders?|elbows?|hips?|wrists?|ankles?|back|neck)\b/;

export function mentionsPain(text: string): boolean {
  let t = normalise(text).replace(NOT_BODY, ' ');
  if (
    DIFFUSE.test(t) &&
    !BODY_PART.test(
      t.replace(/\b(?:came|come|coming|getting|be) back\b|\bback (?:after|to|from|at)\b/g, ' '),
    )
  ) {
    t = t.replace(DIFFUSE, ' ');
  }
  // Said to be painless: a joint's noise is no injury; a named injury or another pain still is.
  if (NO_PAIN.test(t)) {
    const rest = t.replace(NO_PAIN_ALL, ' ');
    return PAIN.test(rest) || NAMED_INJURY_ONLY.test(rest);
  }
  return PAIN.test(t) || INJURY.test(t);
}

/** Pain itself is said, beyond a joint's noise ("genou qui craque et douleur sur le côté"). */
export function saysPain(text: string): boolean {
  const t = normalise(text).replace(NOT_BODY, ' ');
  return PAIN.test(t.replace(NO_PAIN_ALL, ' '));
}

/**
 * A joint's noise in the sentence that asks ("my knee pops on lunges but it doesn't hurt, is that
 * a problem?"): the noise is the subject, painless or not; told in an earlier sentence, it is a
 * side detail ("a slight clicking in my shoulder but it doesn't hurt. How do I break through?").
 */
export function asksAboutJointNoise(text: string): boolean {
  const sentences = normalise(text)
    .split(/(?<=[?!.])\s+|\n+/)
    .filter((s) => s.trim());
  const asking = [...sentences].reverse().find((s) => s.includes('?')) ?? sentences.at(-1) ?? '';
  // "my knees click when i squat but no pain. 24M. is that bad?": a bare "is that bad / normal?"
  // asks about what was told before it (sixteenth round: the deep squat's entry answered).
  // "...no pain at all. should i stop squatting?", "je peux continuer à squatter ?": whether to
  // stop or go on with the lift asks about the noise told before it (seventeenth round: the knee
  // pain's or the lift's entry answered a painless noise).
  const told =
    BARE_CHECK.test(asking.trim()) || STOP_OR_GO.test(asking.trim())
      ? sentences.slice(0, sentences.indexOf(asking)).join(' ')
      : '';
  return new RegExp(JOINT_NOISE).test(asking) || new RegExp(JOINT_NOISE).test(told);
}

/** "should i stop squatting?", "keep going?", "je dois arrêter ?": stop or go on, a short question. */
const STOP_OR_GO =
  /^(?:(?:so|ok|but|mais|alors|du coup)\s+)?(?:(?:should|do) i (?:stop|quit|keep|continue|avoid)|(?:can|could) i (?:keep|continue|still)|keep going|(?:je |j')?(?:(?:peux|dois|devrais)(?: (?:encore|quand meme))? )?(?:continuer|arreter|stopper|eviter|continue|arrete))\b[^?]{0,30}\?*$/;

/** "is that bad?", "c'est grave ?", "normal ?": asks about what the member just told. */
export const BARE_CHECK =
  /^(?:(?:so|ok|alors|du coup|but|mais)\s+)?(?:is (?:that|it|this) (?:bad|normal|ok|okay|a problem|dangerous|serious)|should i (?:be )?worr(?:y|ied)|(?:est-ce que |est ce que )?(?:c'est|c|ca (?:c'est|est)) (?:grave|normal|dangereux|inquietant|un probleme)|(?:c'est |c )?normal|normal)\s*(?:or not|ou pas|lol|\?|!|\.)*$/;

/** The body parts the injury entries are written for, in the words members use. */
const PAIN_PARTS: readonly [RegExp, string][] = [
  [/\b(?:genoux?|knees?|rotule|kneecap)\b/, 'knee-pain-squat'],
  [/\b(?:dos|lombaires?|lombes|lower back|back)\b/, 'lower-back-pain'],
  [/\b(?:epaules?|shoulders?)\b/, 'shoulder-pain'],
  [/\b(?:coudes?|elbows?)\b/, 'elbow-pain'],
  [/\b(?:poignets?|wrists?)\b/, 'wrist-pain'],
  [/\b(?:hanches?|hips?)\b/, 'hip-pain'],
  [/\b(?:nuque|cou|neck)\b/, 'neck-pain'],
];
export const PAIN_PART_ENTRIES: ReadonlySet<string> = new Set(PAIN_PARTS.map(([, id]) => id));

/**
 * The entry of the one body part the message names ("mal au dos après le squat": the back, not
 * the squat's knee), undefined when it names none or several. "came back", "back after" are no back.
 */
export function painPartEntry(text: string): string | undefined {
  const t = normalise(text).replace(
    /\b(?:came|come|coming|comes|getting|get|go|going|went|be|is|am|bring|bringing) back\b|\bback (?:after|to|from|at|on|in|into)\b/g,
    ' ',
  );
  const named = PAIN_PARTS.filter(([re]) => re.test(t)).map(([, id]) => id);
  return named.length === 1 ? named[0] : undefined;
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
