import type { Language } from '../types';

/**
 * Lower case, accents removed, typographic apostrophes and decimal commas normalised, so one
 * pattern matches "Sèche", "seche" and "SECHE", and "80,5 kg" reads like "80.5 kg".
 */
export function normalise(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // "œufs" as members type it: "oeufs".
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[\u2019\u2018\u00b4`]/g, "'")
      .replace(/[\u201c\u201d\u2033]/g, '"')
      .replace(/(\d),(\d)/g, '$1.$2')
  );
}

const FRENCH_WORDS = new Set(
  (
    'le la les des du de je j tu il elle est et un une pour avec mon ma mes que qui pas sur dans ' +
    'quel quelle quels comment programme semaine jours seance seances musculation sommeil conseils ' +
    'bonjour salut merci veux voudrais aide faire prise masse seche repas sans chez moi ai suis ' +
    'fais peux combien pourquoi mieux plan entrainement complements nutritionnel contenu ' +
    'entre temps repos series lourd lourde lourdes ou au aux ce ca c ces mais donc si trop tres ' +
    'plus moins faut dois doit quoi apres avant depuis jour par mois ans manger perdre prendre ' +
    'gras poids jambes bras dos pecs mal douleur stp svp jsp pk tkt cb bcp quand tous tout rien ' +
    'bien reprendre reprends muscu courbatures faire fait mange bois boire mettre ton ta tes son ' +
    'sa ses leur nous vous ils elles etre avoir vais va vont sont suis serait quelles parce ' +
    'deja encore toujours jamais vraiment normal grave marche'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the a an and is are i my me you your for with what how which week days program workout ' +
    'sleep tips hello hi thanks please want need help make can should training plan nutrition ' +
    'supplements content advice create optimise optimize improve best do does am of to ' +
    'between time rest sets heavy much many it if take taking worth eat eating lose losing gain ' +
    'gaining fat weight get at after before or bad good still too day every long often times ' +
    'legs chest arms stuck stop keep while when why will would could there this that these they ' +
    'them be been was were has have had than then from about just only also lol u ur pls whats ' +
    'dont cant doesnt isnt hurt hurts sore im ive should my much enough safe okay ok anyone ' +
    'getting doing going into without per here so any some know think like really better ' +
    'faster more not yes yeah in its diabetic guys anything something someone did got try ' +
    'trying feel feeling look looking always never since until already though because maybe ' +
    'probably actually idk tbh ngl wanna gonna gotta lbs'
  ).split(' '),
);

/**
 * The signs of each language in a text: its accents (at most `maxAccents`) count for French, and
 * each word of one language's list counts for it (`exclusive`: only words the other list lacks).
 */
function languageSigns(text: string, maxAccents: number, exclusive: boolean) {
  const accents = (text.match(/[éèêàâùûçôîœ]/gi) ?? []).length;
  let fr = Math.min(accents, maxAccents);
  let en = 0;
  for (const word of normalise(text).split(/[^a-z]+/)) {
    const french = FRENCH_WORDS.has(word);
    const english = ENGLISH_WORDS.has(word);
    if (french && !(exclusive && english)) fr += 1;
    if (english && !(exclusive && french)) en += 1;
  }
  return { fr, en };
}

/** French unless the text reads clearly more English than French (the site defaults to French). */
export function detectLanguage(text: string): Language {
  const { fr, en } = languageSigns(text, Infinity, false);
  return en > fr ? 'en' : 'fr';
}

/**
 * The language a message is clearly written in, or undefined when it does not tell: then the
 * chat's setting decides. Counts the words only one of the two languages uses ("plan" is both),
 * and accents; clear means two such signs and none of the other language, or three times as many.
 */
export function languageOf(text: string): Language | undefined {
  const { fr, en } = languageSigns(text, 2, true);
  const clear = (own: number, other: number) =>
    (own >= 2 && other === 0) || (own >= 3 && own >= other * 3);
  if (clear(fr, en)) return 'fr';
  if (clear(en, fr)) return 'en';
  return undefined;
}

/** Picks the French or English variant. */
export type Translate = (fr: string, en: string) => string;

export function translator(language: Language): Translate {
  return language === 'fr' ? (fr) => fr : (_fr, en) => en;
}

/** Formats a number the way each language writes it (decimal comma, thin thousands separator). */
export function formatNumber(value: number, language: Language, digits = 0): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
    useGrouping: value >= 10000,
  }).format(value);
}
