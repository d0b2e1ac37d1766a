import type { CoachTopic } from '@zak/contract';
import { normalise } from './text';

/** The detector's subjects: the contract's COACH_TOPICS (the member file counts by them). */
export type Topic = CoachTopic;

/**
 * Performance-enhancing drugs and other substances the coach never gives a protocol for.
 * Matched on normalised text (lower case, no accents).
 */
const FORBIDDEN =
  /\b(?:steroides?|steroids?|anabolisants?|anabolics?|anabolic steroids?|aas|testosterone|testo|trt|enanthate|cypionate|propionate|trenbolone|tren|nandrolone|deca(?:-durabolin)?|dianabol|dbol|d-bol|methandrostenolone|anavar|oxandrolone|winstrol|winny|stanozolol|masteron|primobolan|boldenone|equipoise|turinabol|anadrol|oxymetholone|superdrol|sarms?|ostarine|mk-?2866|ligandrol|lgd-?4033|rad-?140|testolone|cardarine|gw-?501516|mk-?677|ibutamoren|yk-?11|s-?4|andarine|pro[- ]?hormones?|pro-hormones?|1-andro|4-andro|insulin[e]?|clenbuterol|clen|t3|cytomel|liothyronine|hgh|somatropine|somatropin|hormone de croissance|growth hormone|dnp|dinitrophenol|epo|erythropoietine|erythropoietin|hcg|clomid|clomifene|tamoxifen[e]?|nolvadex|anastrozole|arimidex|letrozole|furosemide|lasix|diuretiques?|diuretics?|bpc[- ]?157|tb[- ]?500|ephedrine|ephedra|pct|cycle de (?:testo|stero)\w*|stack (?:sarms?|de sarms?))\b/;

/**
 * Lifestyle questions that merely name a hormone ("augmenter sa testostérone naturellement",
 * "insulin sensitivity", "does aspartame spike insulin", "ashwagandha for testosterone", "is soy bad for
 * testosterone") are removed before the check, so they
 * get a coaching answer; an ester or a number after the hormone ("testo cyp"), or a cure, a
 * cycle or being on it before it ("ashwagandha pendant ma cure de testo"), is still doping.
 */
/** A cure or a cycle said after a hormone (not a cure of zinc, a menstrual or a sleep cycle). */
const CURE_OR_CYCLE = String.raw`cures?(?! (?:de |d')(?:zinc|magnesium|vitamines?|creatine|ashwagandha|maca|omega|fer)\b)|(?<!\bsleep )cycles?(?! (?:menstru|de sommeil|du sommeil|sleep))`;
/** Within a few words after a hormone: a cure, a cycle, blasting, cruising, TRT or an injection. */
const DOPING_AFTER = String.raw`(?!.{0,40}\b(?:${CURE_OR_CYCLE}|blast\w*|cruis\w*|trt|inject\w*|piqu\w*)\b)`;
const BENIGN = new RegExp(
  String.raw`\b(?:fait baisser|font baisser|baisse|baisser|diminue|diminuer|tue|tuer|(?:faire |fait |font )?chuter|flinguer?|bousiller?|ruiner?|plomber?|crash(?:es)?|tanks?|lowers?|lowering|reduces?|kills?|drops?|raises?|boosts?|bad for|good for|mauvaise? pour|bonne? pour|nuit a|nuisible pour|affects?|affecting|impacts?|impacte|impact on|effects? on|effets? sur|harmful (?:for|to)|hurts?|mess(?:es)? with)\s+(?:la |ma |ta |sa |your |my |the |ton |mon )?(?:testosterone|testo)\b(?!\s*(?:[a-z]\b|\d|cyp|enan|prop|ace|undec|sust))|\b(?:ashwagandha|tribulus|fenugrec|fenugreek|maca|tongkat\w*|zinc|zma|magnesium)\b(?:\s+(?!(?:cures?|cycles?|inject\w*|piqu\w*|doses?|dosage|stack|blast|trt|sous)\b)[a-z']+){0,8}?\s+(?<!\b(?:while|when|whilst|i'?m|am|being|currently|already) on )(?:testosterone|testo)\b${DOPING_AFTER}(?!\s*(?:(?!c\s+(?:efficace|utile|bien|bon|vrai|normal|mieux|grave|dangereux|risque|quoi)\b)[a-z]\b|\d|cyp|enan|prop|ace|undec|sust|pour (?:la |une )?cure|cycle))|fenetre anabolique|anabolic window|(?:effet|reponse|etat) anabolique|anabolic (?:effect|response|state)|boosters? de testo(?:sterone)?|(?:testo(?:sterone)?|test) boosters?(?! (?:cycle|stack|with|avec)\b)|pic d'insuline|insulin spikes?|\b(?:spikes?|spiking|raises?|raising|increases?|increasing|fait monter|font monter|faire monter|augmente|augmentent|augmenter) (?:my |your |the |ton |ta |mon |sa |son |l'|la |le )?(?:taux d'|level of |blood )?insuline?\b(?!.{0,40}\b(?:\d+\s*(?:iu|ui|mg|ml|units?|unites?)\b|doses?|dosage|shots?|inject\w*|piqu\w*|pin|pinning|seringue|syringe))|\b(?:taux d'|niveau d'|levels? of |blood )insuline?\b(?!.{0,40}\b(?:\d+\s*(?:iu|ui|mg|ml|units?|unites?)\b|doses?|dosage|shots?|inject\w*|piqu\w*|pin|pinning|seringue|syringe))|\binsulin levels?\b|\b(?:without|sans|instead of|au lieu de|plutot que|rather than|avoid(?:ing)?|eviter de|pas besoin de|no need for|not (?:trying|going|looking|planning) to (?:do|take|use|run|touch|hop on)|(?:i )?(?:don'?t|do not) want to (?:do|take|use|run|touch)|(?:je )?(?:ne )?(?:veux|compte) pas (?:prendre|toucher|faire)(?: de| des| d'| aux?)?)\s*(?:going on |getting on |hopping on |starting |taking |prendre (?:de la |du |des )?|passer (?:sous|a la|au) |etre sous |la |le |les |a |the )?(?:trt|testosterone replacement(?: therapy)?|steroids?|steroides?|roids)\b|\b(?:low|lower|bas|basse|faible)(?: (?:side|end) of normal| cote| niveau)? (?:de |d'|of )?(?:testosterone|testo)\b(?!.{0,60}\b(?:doses?|dosage|mg|ml|inject\w*|cycles?|cures?|trt|pin|gel|patch|prescri\w*|run|take|prendre)\b)|\b(?:my|mon|ma|your|ton|ta) (?:taux de )?(?:testosterone|testo)(?: levels?)? (?:came back|came out|is|was|are|were|est|etait|a l'air|looks?)\b(?!.{0,60}\b(?:doses?|dosage|mg|ml|inject\w*|cycles?|cures?|trt|pin|gel|patch|run|take|prendre)\b)|\b(?:testosterone|testo)(?: levels?| sanguine| totale| total)? (?:un peu |assez |plutot |trop |a bit |slightly |quite |borderline |a little )?(?:basse|bas|faible|low)\b(?!.{0,60}\b(?:doses?|dosage|mg|inject\w*|cycles?|cures?|trt|pin|gel|patch|run|take|prendre)\b)|sensibilite a l'insuline|insulin sensitivity|resistance a l'insuline|insulin resistance|(?:testosterone|testo|hormone de croissance|growth hormone|hgh)\s+(?:\w+\s+){0,3}?(?:naturel\w*|naturally|natural)\b${DOPING_AFTER}|\b(?:naturel\w*|naturally|natural)\s+(?:\w+\s+){0,3}?(?:testosterone|testo|hormone de croissance|growth hormone|hgh)\b${DOPING_AFTER}|\b(?:creatine|whey|cafeine|caffeine|proteines?|protein|beta[- ]?alanine|bcaa|pre[- ]?workout)\s+(?:c'?est|c|est|is|are|counts as|compte comme)\s+(?:vraiment |really |basically |actually |just |kind of |like |considered |consideree? comme |a la fois |genre |en gros |en fait |un peu )?(?:un |une |a |an |du |de la )?(?:produit )?(?:dopant|doping|dopage|steroides?|steroids?|anabolisants?)\b|\b(?:is|est[- ]ce que(?: la| le)?)\s+(?:creatine|whey|caffeine|cafeine|protein|beta[- ]?alanine|bcaa|pre[- ]?workout)\s+(?:basically |really |actually |just |kind of |like |considered |vraiment |genre |en gros )?(?:(?:un|une|a|an|du) )?(?:produit )?(?:dopant|doping|dopage|steroides?|steroids?|anabolisants?)\b|\b(?:comme|pareil que|la meme chose que|like|the same as|same as) (?:les |des |du |a |the )?(?:steroides?|steroids?|roids|dopage|doping|produits? dopants?)\b(?!.{0,40}\b(?:doses?|dosage|cycles?|cures?|mg|ml|inject\w*|prendre|take|run|buy|acheter)\b)`,
  'g',
);

/**
 * Members' slang and misspellings of the same substances, and the doping words that only mean
 * doping beside another ("a cycle of test", "on gear", "blast and cruise"): "test", "cycle",
 * "stack", "gear" and "juice" alone are ordinary gym words.
 */
const SLANG =
  /\b(?:roids?|ster(?:oi|io|roi)ds?|steroi?des?|sterods?|anabos?|anabolisant\w*|anabol\w*|peds|trenb\w*|trembolone|tren ?(?:a|e|ace|enan\w*|hex)|clenb\w*|clembuterol|sustanon|sust|test ?(?:c|p|cyp\w*|enan\w*|prop\w*|400|250)|test[- ]e|testo ?(?:e|c|p|enan\w*|cyp\w*|prop\w*)|hgh|somatotrop\w*|igf[- ]?1|ghrp-?\d?|cjc-?1295|sarm\w*|mk ?677|rad ?140|lgd ?4033|blast (?:and|&|et) cruise|oxandro\w*|anavar|dbol|d-bol|dianabol|winstrol|winny|halotestin|aromasin|slin|tbol|npp|proviron|serms?)\b/;
const IN_CONTEXT =
  /\b(?:(?:premier|1er|first|next|prochain) cycle\b(?! (?:de |d'|of |du )?(?:force|strength|training|entrainement|programme|program|menstru\w*|regles|sommeil|sleep|seche|cut|masse|bulk))|(?:on|sous) (?:gear|juice|test|tren|cycle)\b|\b(?:get|getting|buy|buying|order|ordering|source|sourcing|find|finding|acheter|trouver|commander|chopper|choper|avoir) (?:some |any |my |of |de la |du |des |mon |ma )?(?:gear|juice|gh|prods?|produits dopants?|pharma)\b|\b(?:gear|juice) (?:safely|safe|source|legit|online|en ligne|sans risque)\b|(?:mg|ml|ui|iu|cc)\s*(?:de |of |d')?(?:la |l')?(?:test\w*|tren\w*|cyp\w*|enan\w*|sust\w*|deca|hgh|gh|insulin\w*|clen\w*|winstrol|anavar|peptides?)|\b(?:gh|peptides?)\b.{0,20}\b(?:iu|ui|dose|dosage|inject\w*|pin)\b|\b(?:iu|ui|dose|dosage|inject\w*)\b.{0,20}\bgh\b|blast(?:ing)? (?:and|et) cruis\w*|pinner|pin (?:my|ma)|pct|post[- ]cycle|\b(?:test|testo|tren|deca) (?:cycles?|runs?(?! of\b)|only cycle)\b|\b(?:a little|a lil|a bit of|a little bit of|some|much|more|need|needs|needed|take|taking|run|running|hop on|jump on|start|starting|add|adding|use|using)\s+(?:a little |a lil |a bit of |a little bit of |some )?test\b(?!\s+(?:of|on|to see|to check|to find|today|tomorrow|tonight|first|before|after|runs?|sessions?|sets?|days?|weeks?|scores?|results?|it|drive|out|with|my|your|the|this|that)\b))/;

/**
 * Short names that are ordinary words alone ("Primo, je veux...", "bold", "var"): doping beside
 * a dose, a cure, a cycle or a run ("la dose de primo", "primo dose for a first run").
 */
const SHORT_WITH_DOSE =
  /\b(?:primo|mast|masto|var|eq|bold|igf|rad|lgd|osta|mk|yk|s23)\b(?!\s*,).{0,30}\b(?:doses?|dosages?|mg|ml|cures?|cycles?|run|premiere|first|par semaine|per week|a week|par jour|a day|inject\w*|pin)\b|\b(?:doses?|dosages?|mg|ml|cures?|cycles?|run|running) (?:de |of |d')?(?:la |du |some )?(?:primo|mast|masto|var|eq|bold|igf|rad|lgd|osta|mk|yk|s23)\b|\b(?:commencer|commence|demarrer|lancer|prendre|prends|start|starting|hop on|hopping on|running|take|taking) (?:du |de la |de l'|d'|some |on )?(?:primo|mast|masto|var|eq|bold|igf|rad|lgd|osta|mk|yk|s23)\b/;

/**
 * Long-question spellings (issue 41, fifth round): the drugs taken beside a cycle (aromatase
 * inhibitors, anti-oestrogens), fat burners and diuretics as members write them ("letro",
 * "adex", "tamox", "efedrine"), and research chemicals sold as SARMs or tanning peptides.
 */
const CYCLE_DRUGS =
  /\b(?:letro\w*|adex|anastrozole?|tamox\w*|exemestane|efedrine|ephedra|spironolactone?|aldactone|melanotan\w*|s-?23|gw-?501516|cardarine)\b/;

/**
 * Seventh round: growth-hormone peptides by name (BPC-157 and TB-500 are in FORBIDDEN), and
 * "peptides" beside a dose, a protocol or a cut. Asthma drugs (salbutamol, albuterol, Ventolin)
 * are medicine alone ("my Ventolin before a run") and doping beside a cut or fat loss.
 */
const PEPTIDES =
  /\b(?:ipamorelin\w*|ipamo|cjc(?:-?1295)?|sermorelin\w*|tesamorelin\w*|hexarelin\w*|ghrp\w*|mots-?c|aod[- ]?9604|tb-?500|bpc-?157|bpc|igf-?1(?: lr3)?|follistatin\w*|ghk-?cu (?:inject\w*|dose|dosage))\b|\b(?<!(?:collagen|marine|whey|casein|hydroly[sz]ed|bioactive|food|milk|soy) )peptides?\b(?! (?:de |of )?(?:collag\w*|marins?|whey|lactoserum|lait|milk|soja|soy))(?!.{0,30}(?:collag|whey|lactoserum|hydroly)).{0,40}\b(?:doses?|dosages?|dosing|protocole?s?|cycles?|stacks?|mcg|mg|inject\w*|pin|cut|cutting|seche|secher|fat loss|perte de gras|gras|fat|muscle|masse|bulk)\b|\b(?:doses?|dosages?|dosing|protocole?s?|cycles?|stacks?|inject\w*|pin)\b.{0,30}\bpeptides?\b/;
/**
 * Seventh round: insulin brands, diuretics (twenty-ninth round: Lasilix and the other brands)
 * and cycle drugs by their trade or short names, and a
 * dose asked of a short name ("how much eq", "combien de gh", "how much gear should I take").
 */
const MORE_DRUGS =
  /\b(?:lasilix|furosemid\w*|bumetanide|burinex|torasemide|indapamide|esidrex|chlortalidone|chlorthalidone|oxan|oxa|humalog|novorapid|novolog|lantus|actrapid|hydrochlorothiazide|hctz|osta|ostarin\w*|lgd|methyl ?testosterone|methyltest|nolva|cabergoline|caber|oxymetholone|oxys|anapolon|halotestin|fluoxymesterone|trestolone)\b|\b(?:how much|how many|combien de|combien d'|quelle dose de|what dose of|dose of|dose de)\s+(?:gh|igf|aod|halo|furo|oxys?|dht|caber|mast(?: e)?|eq|primo|var|bold|tbol|npp|slin)\b|\b(?:how much|how many|combien)\b.{0,10}\bgear\b.{0,20}\b(?:take|taking|prendre|pin|inject\w*)\b/;
const ASTHMA_DRUG = /\b(?:salbu\w*|albuterol|ventolin\w*|terbutaline|clenbu\w*)\b/;
const ASTHMA_FOR_CUT =
  /\b(?:cut|cutting|seche|secher|seches|fat|fat loss|gras|maigrir|mincir|perdre|lose|lean|shred\w*|burn\w*|bruler|bruleur|brule|definition|puffs? (?:a|per) day|bouffees? par jour|pour la perte|for weight loss|perte de poids|weight loss)\b/;

/**
 * Twelfth round: the long drug names as members misspell them. Each word is compared after the
 * spelling is folded (a doubled letter kept once, "mb"/"mp" written "nb"/"np" as French spells
 * them, "y" as "i"): one letter off a full name ("anavarr", "dianabolle", "winstroll") or a cut-short name
 * from its distinctive length ("trenbo", "clembu", "dianab"). Names that are ordinary words when
 * cut ("master", "diana", "winston") have a longer cut-short form, or none (Infinity).
 */
const DRUG_NAMES: [name: string, shortest: number][] = [
  ['trenbolone', 5],
  ['clenbuterol', 5],
  ['dianabol', 6],
  ['anavar', 5],
  ['winstrol', 6],
  ['oxandrolone', 5],
  ['nandrolone', 6],
  ['stanozolol', 6],
  ['masteron', Infinity],
  ['primobolan', 6],
  ['boldenone', 6],
  ['turinabol', 6],
  ['anadrol', 6],
  ['superdrol', 6],
  ['ostarine', 6],
  ['ligandrol', 7],
  ['cardarine', 6],
  ['testosterone', 6],
  ['steroide', 6],
  ['anabolisant', 6],
  ['somatropine', 6],
  ['sustanon', 6],
  ['oxymetholone', 5],
  ['methandrostenolone', 7],
  ['ibutamoren', 5],
  ['andarine', Infinity],
  ['halotestin', 6],
  ['nolvadex', 6],
  ['tamoxifene', 6],
  ['letrozole', 6],
  ['anastrozole', 6],
  ['furosemide', 6],
  ['ephedrine', 7],
];
const fold = (word: string) =>
  word
    .replace(/(.)\1+/g, '$1')
    .replace(/m(?=[bp])/g, 'n')
    .replace(/y/g, 'i');
const FOLDED_NAMES = DRUG_NAMES.map(([name, shortest]) => [fold(name), shortest, name] as const);

/** At most one letter added, removed or changed between `a` and `b`. */
function oneLetterOff(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1);
}

function misspeltDrugName(t: string): boolean {
  for (const word of t.match(/[a-z]{5,}/g) ?? []) {
    const w = fold(word);
    for (const [name, shortest, plain] of FOLDED_NAMES) {
      // a letter dropped may make a double that folding removes ("diaabol"): the word as typed too
      if (w.length >= name.length - 1 && oneLetterOff(w, name)) return true;
      if (word.length >= plain.length - 1 && oneLetterOff(word, plain)) return true;
      if (w.length >= shortest && w.length < name.length && name.startsWith(w)) return true;
    }
  }
  return false;
}

/**
 * French "gear" ("passer au gear", "du gear": the word is not French otherwise), "les / des prods",
 * "les meilleurs prods", "prods pour sécher", "une cure de prods" or
 * "prods" beside a dose or a risk, injecting ("se piquer", "la piquouse"), and a "blast" of a
 * cycle.
 */
const MORE_SLANG =
  /\b(?:passe|passer|passes|passant|mettre|mets|met) (?:au|sous|sur le) (?:gear|juice)\b|\b(?:du|le|de) gear\b|\b(?:les|des|de|mes|tes|ses|aux|en) prods\b|\bsous prods?\b|\b(?:meilleurs?|bons?|quels?|premiers?|petits?|vrais?) prods\b|\bprods? (?:pour|to|for) (?:secher|seche|sec|la seche|grossir|prendre|masse|la masse|perdre|gonfler|bulk|cut|shred)\b|\b(?:cures?|cycles?|doses?|prise) (?:de |d')prods?\b|\bprods?\b.{0,40}\b(?:doses?|dose|dosee?s?|dosage|dangereu\w*|risques?|cures?|cycles?|inject\w*|piqu\w*)|(?<!\b(?:ca|c'a|sa|cela) )\b(?:se|me|te|nous|vous) piqu(?:e|es|ent|er|ait|aient|ant)\b|\bpiquou[sz]e?s?\b|\b(?:my|next|first|ma|mon|prochain|premier) blast\b|\bblast(?:ing)? (?:for|before) (?:the |a |my |this |l'|la |le |ma |mon )?(?:summer|show|comp\w*|cut|bulk|holidays?|vacation|ete|compet\w*|seche|masse)\b|\bworth blasting\b|\b(?:natural|naturel|natty)\b.{0,25}\benhanced\b|\benhanced\b.{0,25}\b(?:natural|naturel)\b|\b(?:sells?|selling|sold|vend|vends|vendait|dealer) (?:some |de la |du |des )?(?:test|gear|juice|prods?|roids?)\b|\b(?:pin|pinning|inject\w*|piquer|piqure|piquouse|shooter) (?:dans |in |into )?(?:le |la |les |l'|my |the |your |ton |ta |mon |ma )?(?:delts?|deltoides?|glutes?|fesses?|fessiers?|quads?|quadriceps|cuisses?|ventroglute\w*|lats?)\b|\bwater pills?\b/;

/**
 * "gear", "juice" and "AI" alone are ordinary words ("home gym gear", "orange juice", "Zak AI");
 * beside a doping word they are doping: "gear or natty", "hop on juice", "is gear worth it",
 * "AI for gyno on cycle" (an aromatase inhibitor).
 */
const NOT_DOPING_GEAR =
  /\b(?:gym|home|lifting|training|workout|running|sports?|rain|camera|filming|climbing|compression|protective|cycling|boxing|swimming|hiking|winter|orange|apple|fruit|beet|beetroot|cherry|pickle|green|lemon|lime|grape|tomato|carrot|celery)\s+(?:gear|juice)\b/g;
/**
 * "a lifting belt ... or does using gear make you weaker": gear named beside a belt, straps or
 * sleeves is that equipment (twenty-ninth round: the question was refused).
 */
const BELT_GEAR =
  /\b(?:belts?|straps?|wraps?|sleeves?|chalk|ceintures?|sangles?|genouilleres?)\b[^.?!]{0,80}\bgear\b|\bgear\b[^.?!]{0,40}\b(?:belts?|straps?|wraps?|sleeves?|ceintures?|sangles?)\b/;
const GEAR_CONTEXT =
  /\bnatty\b.{0,25}\b(?:gear|juice|enhanced)\b|\b(?:gear|juice|enhanced)\b.{0,25}\bnatty\b|\b(?:hop|hopping|jump|jumping|go|going|start|starting|run|running|first time|try|trying|use|using|take|taking)\s+(?:on\s+)?(?:some\s+|a little\s+|a lil\s+|a bit of\s+|a little bit of\s+)?(?:gear|juice)\b|\b(?:gear|juice)\s+(?:worth|results?|gains|side effects?|dose|doses|cycle)\b|\b(?:gear|juice) (?:do|does|did) (?:\w+ ){0,2}(?:bodybuilders?|pros?|they|people|lifters|athletes|influencers?) (?:take|use|run|inject)\b|^\W*(?:gear|juice)\W*$|\b(?:an? |run |running |take |taking |need |on )ai\b.{0,30}\b(?:gyno|estro\w*|e2|aromat\w*|cycle|test)\b|\b(?:gyno|estro\w*|e2|cycle)\b.{0,30}\b(?:an? |run |running |take |taking |need )ai\b|\baromatase\b/;

/**
 * Seventeenth round's probe: a short name after a partitive ("on m'a proposé du primo"), "PED" in
 * the singular, hiding a cycle ("hide my cycle from my parents", "cacher mes prods"), what
 * bodybuilders "take" or "are on" to get that big (unless a supplement is named), and what
 * people "use besides diet" to get lean.
 */
const IMPLIED =
  /\b(?:du|de la) (?:primo|mast|masto|bold|eq)\b|\bped\b|\b(?:hide|hiding|cacher|planquer) (?:my |ma |mon |mes |the |le |la |les |a )?(?:cycle|cure|gear|juice|prods?|seringues?|syringes?|vials?|fioles?|aiguilles?|needles?)\b|^(?!.*\b(?:creatine|whey|protein|proteines?|supplements?|supps?|vitamins?|pre-?workout|caffeine|cafe)\b).*\bwhat (?:do|does|did|are) (?:the )?(?:pros?|bodybuilders?|influencers?|fitness influencers?|(?:these |those )?guys|people|athletes|lifters) (?:take|taking|run|running|inject\w*|on)\b.{0,40}\b(?:big|huge|jacked|swole|shredded|dry|size|grow|fast|quick\w*)\b|\bwhat (?:do|does|did) [a-z ]{1,25}\b(?:use|take|run)\b.{0,30}\b(?:besides|other than|apart from) (?:diet|dieting|training|food|eating)\b/;

/**
 * Prescription weight-loss drugs (GLP-1 agonists and the like): not doping, but the coach gives no
 * use or dose advice either; it points to the doctor who prescribes them.
 */
const PRESCRIPTION =
  /\b(?:ozempic|wegovy|rybelsus|semaglutide?|mounjaro|zepbound|tirzepatide?|liraglutide?|saxenda|victoza|glp-?1(?: agonists?| drugs?| injections?| shots?)?|orlistat|xenical|phentermine|metformine?)\b/;

/**
 * A diabetic's own insulin ("diabétique type 1 sous insuline, comment je gère mes glucides autour
 * de la séance ?"): the treatment, not doping; the knowledge answers it and leaves every dose to
 * the diabetologist. Insulin asked for growth, or beside another doping agent, is still refused.
 */
const DIABETES =
  /\b(?:diabet\w*|dt1|t1d|insulinodependant\w*|insulin[- ]dependent|pompe a insuline|insulin pump)\b/;
const INSULIN_FOR_GROWTH =
  /\b(?:hgh|gh|slin|somatropin\w*|stero\w*|anaboli\w*|dopage|doping)\b|\binsulin\w*\s+(?:pour|for|to)\s+(?:la masse|masse|grossir|grow\w*|gain\w*|bulk\w*|prendre (?:du muscle|de la masse|du poids|du volume)|(?:la |une )?prise de masse|build muscle|gonfler|get big|get bigger|size)\b/;
const INSULIN = /\binsulin\w*\b/g;

/**
 * A corticosteroid the member's doctor prescribed ("doc put me on prednisone... is that the same
 * kind of steroid as bodybuilders take?"): the word "steroid" beside it is a medicine, not doping,
 * unless a dose, a cycle or a stack is asked, or steroids are to be taken, bought or injected.
 * Drug names (testosterone, tren...) still count.
 */
const CORTICO =
  /\b(?:predniso\w*|prednisolo\w*|cortisone|hydrocortison\w*|cortico\w*|glucocortico\w*|dexamethason\w*|solupred|medrol|budesonide|fluticasone|infiltrations? de cortisone|steroid (?:inhalers?|creams?|shots?)|inhaled steroids?)\b/;
/** A dose, a cycle or a stack asked beside a medicine keeps the question a doping question. */
const DOSE_OR_CYCLE = String.raw`doses?|dosages?|cycles?|blast\w*|cruis\w*|stack\w*`;
const CORTICO_DOPING = new RegExp(
  String.raw`\b(?:${DOSE_OR_CYCLE})\b|\b(?:how much|how many|combien|quelle quantite)\b.{0,25}stero|\b(?:take|taking|use|using|prendre|buy\w*|acheter|order\w*|commander|source|get|trouver|inject\w*|piquer) (?:some |des |du |les |of )?(?:anaboli\w* )?stero`,
);
/**
 * Testosterone replacement an endocrinologist or urologist prescribed for a diagnosed
 * hypogonadism ("is there anything I should change in my training?"): the treatment, not doping,
 * unless a dose, a cycle, more of it, a self-diagnosis or another drug is asked (the other names
 * still count).
 */
const DIAGNOSED_TRT =
  /\b(?:hypogonad\w*|endocrino\w*|urolog\w*|andrologue|andrologist|diagnos\w*)\b/;
const TRT_DOPING = new RegExp(
  String.raw`\b(?:${DOSE_OR_CYCLE}|mg|ml|more|higher|increase|bump|add|plus de|augmenter|monter|ajouter|inject\w* (?:more|plus)|without (?:a )?prescription|source|buy|acheter|en prendre plus|pour (?:la )?masse|pour grossir|pour les gains|for gains|for size|for (?:a |my )?bulk|self[- ]?diagnos\w*|myself|moi[- ]meme|tout seul|sans (?:medecin|ordonnance)|without (?:a )?doctor)\b`,
);
const TRT_WORD = /\b(?:trt|testosterone replacement(?: therapy)?|testosterone|testo)\b/g;
const STEROID_WORD = /\b(?:anaboli\w* )?(?:stero\w*|steroi\w*)(?: anaboli\w*)?\b/g;

/**
 * What the safety rule refuses in `text`: a doping agent (the refusal with the risks), or only a
 * prescription weight-loss drug (the pointer to the prescribing doctor); undefined for the rest.
 */
export function forbiddenKind(text: string): 'doping' | 'prescription' | undefined {
  if (!asksForForbiddenSubstance(text)) return undefined;
  const withoutDrugs = normalise(text).replace(new RegExp(PRESCRIPTION.source, 'g'), ' ');
  return asksForForbiddenSubstance(withoutDrugs) ? 'doping' : 'prescription';
}

/** Taking, dosing, risking or buying something, in a message that names no substance itself. */
const TAKING =
  /\b(?:prend\w*|pris|dose\w*|dosage|doser|ca passe|safe|risk\w*|risque\w*|danger\w*|take|taking|took|try|trying|essay\w*|tester|inject\w*|piqu\w*|cures?|cycles?|run it|mg|ml|petite? dose|a little|small dose|low dose|acheter|commander|buy|order|get (?:some|it)|trouv\w*|find (?:some|it)|side effects?|effets? secondaires?)\b/;
/** A legal supplement named. */
const LEGAL_SUPPLEMENT =
  /\b(?:creatine|whey|caseine|casein|proteines?|proteins?|cafeine|caffeine|complements?|supplements?|vitamine?s?|omega|magnesium|zinc|melatonine?|fer|iron|electrolytes?|beta-?alanine|citrulline|ashwagandha)\b/;
/** What a member asks instead of the drug: food, training, a natural way (or a supplement). */
const INSTEAD =
  /\b(?:programmes?|programs?|plans?|manger|eat|eating|food|nourriture|entrainement|entrainer|training|train|lift\w*|workouts?|seances?|musculation|squat\w*|bench|cardio|naturel\w*|natural\w*|legal\w*|a la place|instead|sans (?:ca|produits?)|without (?:it|them|gear|roids))\b/;

/** The member named a doping agent (theirs or a friend's) in one of their last two messages. */
function dopingJustNamed(earlier: readonly string[]): boolean {
  return earlier.slice(-2).some((said) => forbiddenKind(said) === 'doping');
}

/**
 * "si je prends juste une petite dose ça passe ?" after the member named a doping agent: the
 * question is about that agent, so it is refused too (thirtieth round, blind batch 50: it got
 * chips on vitamin D). The safety provider (safety.ts) asks the same before any model runs.
 */
export function asksForDopingAgainAfter(message: string, earlier: readonly string[]): boolean {
  const t = normalise(message);
  if (!TAKING.test(t) || LEGAL_SUPPLEMENT.test(t) || INSTEAD.test(t)) return false;
  return dopingJustNamed(earlier);
}

/** "What can I take instead?" right after a doping question, no supplement named. */
export function asksForLegalInstead(message: string, earlier: readonly string[]): boolean {
  const t = normalise(message);
  return (
    /\b(?:instead|a la place|plutot)\b/.test(t) &&
    /\b(?:take|prendre|prends|use|utiliser)\b/.test(t) &&
    !LEGAL_SUPPLEMENT.test(t) &&
    dopingJustNamed(earlier)
  );
}

/**
 * Doping agents, in any language, spelling or slang, whatever else the message contains: the
 * coach refuses before anything else runs and never gives a dose (issue 41).
 */
export function asksForForbiddenSubstance(text: string): boolean {
  // "2iu", "500mg": the unit apart from its number, as the patterns read it.
  const read = normalise(text)
    .replace(BENIGN, ' ')
    .replace(/(\d)(mg|ml|iu|ui|cc)\b/g, '$1 $2');
  const medicine =
    CORTICO.test(read) && !CORTICO_DOPING.test(read) ? read.replace(STEROID_WORD, ' ') : read;
  const treated =
    DIAGNOSED_TRT.test(medicine) && !TRT_DOPING.test(medicine)
      ? medicine.replace(TRT_WORD, ' ')
      : medicine;
  const t =
    DIABETES.test(treated) && !INSULIN_FOR_GROWTH.test(treated)
      ? treated.replace(INSULIN, ' ')
      : treated;
  // "trenn", "testt", "clenn": the same names with a letter doubled.
  const once = t.replace(/([a-z])\1+/g, '$1');
  return (
    FORBIDDEN.test(t) ||
    SLANG.test(t) ||
    FORBIDDEN.test(once) ||
    SLANG.test(once) ||
    SHORT_WITH_DOSE.test(t) ||
    CYCLE_DRUGS.test(t) ||
    PEPTIDES.test(t) ||
    MORE_DRUGS.test(t) ||
    (ASTHMA_DRUG.test(t) && ASTHMA_FOR_CUT.test(t)) ||
    IN_CONTEXT.test(t) ||
    (GEAR_CONTEXT.test(t.replace(NOT_DOPING_GEAR, ' ')) && !BELT_GEAR.test(t)) ||
    MORE_SLANG.test(t) ||
    IMPLIED.test(t) ||
    misspeltDrugName(t) ||
    PRESCRIPTION.test(t)
  );
}

/** Weighted keywords per topic; the chat screen's six suggestion chips are the strongest signals. */
const KEYWORD_SOURCES: Record<Topic, [RegExp, number][]> = {
  training: [
    [/programme d'entrainement|training (?:programme|program|plan)|workout (?:plan|program)/, 5],
    [
      /prendre du muscle|gagner du muscle|prise de muscle|build muscle|gain muscle|bigger (?:arms|chest|legs|back|shoulders|glutes)|gros bras/,
      4,
    ],
    [
      /\b(?:programme|program|progs?|split|routine|workout|entrainement|entrainer|musculation|seances?|exercices?|exercises?|training|hypertrophie|hypertrophy|full ?body|push|pull|legs|squat|bench|souleve|deadlift|muscler|gym|upper ?\/? ?lower|ppl|haut ?\/? ?bas|bro split)\b/,
      2,
    ],
    [/\b(?:start(?:ing)? (?:lifting|weights|to lift)|(?:lifting|lift) \d+ ?(?:x|times|days))\b/, 2],
  ],
  nutrition: [
    [
      /plan nutritionnel|nutrition plan|meal plan|plans? (?:de )?repas|menus? (?:type|de la semaine|pour la semaine)|plan alimentaire|diet plan|programme (?:nutritionnel|alimentaire|nutrition)|(?:nutrition|diet) program(?:me)?|journee type(?! d'entrainement| de (?:training|muscu|seance))|journee (?:de repas|alimentaire)|(?:full )?days? of eating|what i eat in a day/,
      5,
    ],
    [
      /perdre du gras|perte de gras|perte de poids|perdre du poids|maigrir|mincir|lose (?:fat|weight)|fat loss|weight loss|what (?:should i|to) eat|quoi manger|que manger|combien de calories|how many calories/,
      5,
    ],
    [
      /\b(?:nutrition|nutritionnel|diete|diet|regime|calories?|kcal|macros?|tdee|metabolisme|metabolism|repas|meals?|manger|eat|eating|alimentation|glucides|carbs?|lipides|fats?|proteines par jour|protein per day|prise de masse|seche|bulk|cut|deficit|surplus)\b/,
      2,
    ],
  ],
  supplements: [
    [/stacks? legaux|complements|legal (?:stack|supplement)s?|supplements?/, 5],
    [
      /\b(?:complement|creatine|whey|cafeine|caffeine|pre-?workout|vitamine?|vitamin|omega|beta-?alanine|citrulline|magnesium|bcaa|zinc|ashwagandha|stack)\b/,
      3,
    ],
  ],
  social: [
    [/conseils youtube|youtube ?\/ ?tiktok|youtube|tiktok/, 5],
    [
      /\b(?:instagram|reels?|shorts?|abonnes|followers|subscribers|algorithme|algorithm|vues|views|videos?|chaine|channel|influenceur|influencer|miniature|thumbnail|viral)\b/,
      2,
    ],
  ],
  sleep: [
    [/optimiser mon sommeil|optimi[sz]e my sleep|improve my sleep|better sleep|mieux dormir/, 5],
    [
      /\b(?:sommeil|sleep|sleeping|dormir|dors|insomnie|insomnia|sieste|nap|couche|bedtime|melatonine|melatonin|recuperation|recovery|fatigue|tired)\b/,
      3,
    ],
  ],
  content: [
    [
      /plan de contenu|content (?:plan|calendar|strategy)|calendrier editorial|editorial calendar|planning de publication|posting schedule|planning (?:de|des) (?:posts?|contenus?|publications?|videos?|reels?)|calendrier (?:de|des) (?:posts?|publications?)|(?:a |one )?week of (?:posts|content|reels|videos)|(?:posts?|contenus?) (?:pour|de) (?:la|une|toute la) semaine/,
      12,
    ],
    [
      /\b(?:contenu|content|publier|publication|posts?|posting|calendrier|calendar|planning editorial)\b/,
      2,
    ],
  ],
};
/** The same patterns with the g flag, compiled once, so every occurrence counts. */
const KEYWORDS = Object.fromEntries(
  Object.entries(KEYWORD_SOURCES).map(([topic, keywords]) => [
    topic,
    keywords.map(([pattern, weight]) => [new RegExp(pattern.source, 'g'), weight]),
  ]),
) as Record<Topic, [RegExp, number][]>;

/**
 * A machine's weight stack ("maxed out the stack on the lat pulldown", "the whole stack"): no
 * supplement stack, and no stack to build (thirtieth round: the supplement guide answered).
 */
const WEIGHT_STACK =
  /\b(?:(?:max(?:e[ds])?|maxing|top|topped|end|bottom|whole|full|entire|weight|cable|machine|pin(?:ned)?)\s+(?:out\s+|of\s+|at\s+)?(?:the\s+|a\s+|my\s+)?(?:\w+\s+)?stacks?|stacks?\s+(?:on|at|of)\s+(?:the|my|a|this)\s+(?:\w+\s+)?(?:pulldown|pushdown|cable|machine|row|press|curl|extension|fly|lat)\w*)\b/g;

/** The normalised message with a machine's weight stack named as a machine. */
export function withoutWeightStack(t: string): string {
  return t.replace(WEIGHT_STACK, 'machine');
}

function scoreTopics(text: string): [Topic, number][] {
  const t = withoutWeightStack(normalise(text));
  const scores: [Topic, number][] = [];
  for (const [topic, keywords] of Object.entries(KEYWORDS) as [Topic, [RegExp, number][]][]) {
    let score = 0;
    for (const [pattern, weight] of keywords) score += (t.match(pattern) ?? []).length * weight;
    if (score > 0) scores.push([topic, score]);
  }
  // Stable sort: on a tie the topic listed first in KEYWORDS wins.
  return scores.sort((a, b) => b[1] - a[1]);
}

/** An explicit request phrase (a suggestion chip or its equivalent) scores at least this much. */
const EXPLICIT = 5;

/** The topic a message is about, or undefined when none stands out. */
export function detectTopic(text: string): Topic | undefined {
  return scoreTopics(text)[0]?.[0];
}

/**
 * The main topic, plus a second one when the member explicitly asks for it too ("programme
 * d'entraînement et plan nutritionnel"). A content plan already covers the social advice.
 */
export function detectTopics(text: string): Topic[] {
  const [main, ...others] = scoreTopics(text);
  if (!main) return [];
  const pair = new Set<Topic>(['social', 'content']);
  const second = others.find(
    ([topic, score]) => score >= EXPLICIT && !(pair.has(topic) && pair.has(main[0])),
  );
  return second ? [main[0], second[0]] : [main[0]];
}

/** Words that name a whole plan, programme or guide (not a single fact). */
const PLAN_WORD =
  /\b(?:(?:full[- ]?body|upper|lower|push|pull|legs?|home|dumbbell) workouts?|\d[- ]?(?:day|jours?) (?:upper ?\/? ?lower|ppl|push ?pull ?legs?|full ?body|haut ?\/? ?bas)|programmes?|programs?|progs?|programme d'entrainement|plan|plans|routine|split|planning|stack|stacks|menu|journee type|sample day|(?:full )?days? of eating|journee (?:de repas|alimentaire)|calendrier|calendar|schedule|guide|conseils|tips)\b/;
/** Asking someone to produce something ("fais-moi", "give me", "peux-tu me faire"...). */
const MAKE =
  /\b(?:full|whole|complete|entire) (?:plan|program|programme|routine|workout plan|meal plan)\s*(?:pls|plz|please|stp|svp|!|$)|\b(?:programme|plan) (?:complet|entier)\s*(?:pls|stp|svp|!|$)|\b(?:fais|donne|cree|construis|propose|ecris|prepare|aide|envoie|make|give|create|build|write|design|suggest|help|send)[- ]?(?:moi|me)\b|\btu (?:me|m') ?(?:fais|fait|fai|donnes|crees|proposes|prepares|ecris|construis|envoies|montes)\b|\bvous (?:me|m') ?(?:faites|donnez|proposez|preparez|ecrivez)\b|\b(?:faites|donnez|proposez|preparez|ecrivez|envoyez)[- ]?moi\b|\b(?:peux-tu|pourrais-tu|tu peux|tu pourrais|pouvez-vous|pourriez-vous|vous pouvez|vous pourriez|can you|could you|would you|can u|could u)\b.*\b(?:faire|donner|creer|construire|proposer|ecrire|preparer|make|give|create|build|write|design|suggest|plan|programme|program)\b/;
/** Saying what one wants ("je veux perdre du gras"): a request when it is not a question. */
const WANT = /\b(?:je veux|je voudrais|j'ai besoin d|il me faut|i want|i need|i'd like)\b/;
/** "Which programme should I do?": a request for a plan in the shape of a question. */
const WHICH_PLAN =
  /\b(?:(?:what|which) (?:program|programme|routine|workout plan|training plan|meal plan|diet)\b(?! (?:or|vs)\b).*\b(?:follow|do|run|use|start)\b|quel (?:programme|plan)\b(?! (?:ou|vs)\b).*\b(?:suivre|faire|commencer|prendre)\b|je (?:fais|suis|prends) quel programme|\b(?:je )?(?:fais|suis|prends|commence|fait) quoi comme (?:programme|routine|split|plan|entrainement|seances?))/;
/**
 * What the coach can do, asked about it ("est-ce que Zak IA peut..., ou c'est juste..."), or what
 * it is ("are you chatgpt?", "t'es un robot ?").
 */
const ABOUT_THE_COACH =
  /\b(?:zak ?(?:ia|ai)|l'ia|the ai|this ai|this app|l'appli)\b.{0,60}\b(?:ou c'est juste|ou juste|or is it just|or just|ou seulement|or only|or does it (?:just|only)|ou (?:il|elle) (?:fait|repond) (?:juste|que|seulement)|ou que des?|ou (?:c'est )?qu'(?:avec|en)|or is (?:that|it|this) only|only (?:with|in|on) (?:the )?(?:premium|pro|paid)|(?:real|vrai|une? vraie?) (?:person|human|coach|personne|humain)|(?:a|un) (?:bot|robot|chatbot)\b)|\b(?:are you|r u|are u|t'es|tes|tu es|es-tu|es tu|is this|c'est|cest)\s+(?:just |juste |only |seulement |un |une |a |an )?(?:chat ?gpt|gpt|openai|chatbot|robot|bot|ia|ai|humain|human|real person|vraie personne|vrai coach|real coach)\b|\bwhat (?:can|does|do) (?:this|the|your) (?:app|ai|coach|bot)\b|\b(?:qu'est-ce que|que peut|ca sert a quoi|a quoi sert)\b.{0,20}\b(?:cette (?:app|appli|application|ia)|l'appli|l'app|zak ?(?:ia|ai)?|le coach ia)\b|\b(?:cette (?:app|appli|application|ia)|l'appli|zak ?(?:ia|ai)) (?:peut|sait|fait) (?:faire )?quoi\b|\b(?:c'?est quoi|qu'?est-ce|qu'?est ce) que tu (?:peux|sais|fais) (?:faire|exactement)\b|\btu (?:peux|sais) faire quoi\b|\bque (?:peux|sais)[- ]tu faire\b|\bwhat (?:can|do) you (?:do|offer)\b(?! (?:about|if|when|with|to)\b)|\bwhat are you (?:able to do|capable of|for)\b/;
/** A question about what the coach itself can do or is (the service's entries answer it). */
export const asksAboutTheCoach = (text: string): boolean => ABOUT_THE_COACH.test(normalise(text));
/** Two things weighed against each other. */
const COMPARISON = /\b(?:ou|or|vs|versus)\b/;
/** The shape of a question about one thing. */
const QUESTION =
  /^(?:combien|comment|pourquoi|quel|quelle|quels|quelles|est-ce|est ce|c'est quoi|qu'est|quand|ou|faut-il|dois-je|puis-je|peut-on|how|what|why|which|when|where|is|are|does|do|should|can|could|will|would)\b|\?/;

/**
 * "Which programme should I do?", "quel programme, full body ou split ?": a plan asked as a
 * question; the plan opens with the direct answer (seventh round).
 */
export function asksWhichPlan(text: string): boolean {
  const t = normalise(text).trim();
  return (QUESTION.test(t) || WHICH_PLAN.test(t)) && !MAKE.test(t) && isPlanRequest(text);
}

/** Two training splits named in one question ("full body ou split", "ppl or upper lower"). */
const SPLIT_NAMES =
  /\b(?:full ?body|split|ppl|push ?pull ?legs?|upper ?lower|haut ?(?:\/|et|-)? ?bas|bro split|half ?body)\b/g;
export function comparesSplits(text: string): boolean {
  return (normalise(text).match(SPLIT_NAMES) ?? []).length >= 2;
}

/**
 * A request for one of the full plans (a training programme, a nutrition plan, the supplement
 * guide, a content plan...) rather than a question: a suggestion chip, or a plan word that is
 * not inside a question unless the member asks to be given it ("peux-tu me faire un programme ?").
 */
export function isPlanRequest(text: string): boolean {
  const t = withoutWeightStack(normalise(text)).trim();
  // "Zak AI can build me a programme, or is it just general advice?": a question about the
  // service, not a request (seventh round).
  if (ABOUT_THE_COACH.test(t)) return false;
  const explicit = scoreTopics(t).some(([, score]) => score >= EXPLICIT);
  // A chip ("Optimise my sleep"), not a short question ("does melatonin help sleep", "magnesium
  // or zinc for sleep").
  const shortChip =
    explicit &&
    t.split(/\s+/).length <= 5 &&
    !t.endsWith('?') &&
    !/^(?:is|are|does|do|should|can|could|will|would|est-ce|est ce|faut-il)\b/.test(t) &&
    // "repas avant séance quoi manger": a question word anywhere asks (nineteenth round: the
    // nutrition plan answered).
    !/\b(?:quoi|comment|combien|cb|pourquoi|quand|what|how|when|why)\b/.test(t) &&
    !COMPARISON.test(t);
  if (shortChip) return true;
  const question = QUESTION.test(t);
  const asks = MAKE.test(t) || (!question && WANT.test(t));
  if (!PLAN_WORD.test(t) && !(explicit && asks)) return false;
  // "what program should I follow?", "quel programme suivre ?": asking which plan is asking for one.
  if (WHICH_PLAN.test(t)) return true;
  // "full body ou split ?", "ppl vs upper lower": a comparison is a question, not a request.
  if (COMPARISON.test(t) && !MAKE.test(t)) return false;
  return !question || MAKE.test(t);
}
