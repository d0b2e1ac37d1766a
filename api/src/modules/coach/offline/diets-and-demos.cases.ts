import { asksForForbiddenSubstance } from './topics';
import { askInConversation } from '../testing/ask-in-conversation';

/**
 * Twenty-third round (issue 41, blind batch 33 opened): a day of eating built on the target the
 * member asked for and without the foods they do not eat; a video asked for an exercise; "même les
 * jours de repos ?" after creatine; one bad day on a cut; a diabetic's own insulin.
 */
const ask = askInConversation;
/** The sample day's foods in a nutrition plan (its list lines). */
const sampleDay = (answer: string): string =>
  (answer.slice(answer.search(/### (?:Sample day|Exemple de journée)/)).split(/\n### /)[0] ?? '')
    .split('\n')
    .filter((line) => line.startsWith('- **'))
    .join('\n');

describe('a day of eating as the member asked for it', () => {
  it('is built on the calories asked for, beside the target computed for the goal, and without fish', () => {
    const answer = ask(
      'can you write me a full day of eating for a lean bulk, around 3000 cals? i hate fish btw',
      'en',
    );
    expect(answer).toMatch(/^\*\*3000 kcal a day\*\*/);
    expect(answer).toMatch(/\| Target computed for your goal \| 2570 kcal \|/);
    expect(answer).toMatch(/\| Daily target \(the one you asked for\) \| \*\*3000 kcal\*\* \|/);
    expect(sampleDay(answer)).not.toMatch(/salmon|tuna|fish\b/i);
    expect(answer).toMatch(/A fish-free day, as you told me/);
  });

  it('the calories the member eats now, or ate in a binge, are no target', () => {
    for (const message of [
      'i eat about 2000 kcal, make me a meal plan for a cut',
      'i binged like 4000 cals yesterday, give me a meal plan',
    ]) {
      const answer = ask(message, 'en');
      expect(answer).not.toMatch(/the one you asked for/);
      expect(answer).not.toMatch(/^\*\*(?:2000|4000) kcal/);
    }
  });

  it('a vegan lactose-intolerant member gets no meat, fish, dairy or whey, and the same protein', () => {
    const message =
      'je suis vegan et intolérant au lactose, fais moi un plan nutrition pour une seche, 70kg 175cm 28 ans homme';
    const plain = ask('fais moi un plan nutrition pour une seche, 70kg 175cm 28 ans homme', 'fr');
    const answer = ask(message, 'fr');
    const day = sampleDay(answer);
    expect(day).not.toMatch(/poulet|saumon|bœuf|whey|lait demi|skyr/);
    expect(day).toMatch(
      /boisson au soja[^]*protéine de pois[^]*tofu ferme[^]*yaourt au soja[^]*seitan/,
    );
    expect(answer).toMatch(
      /Journée sans viande, sans poisson, sans produits laitiers, comme tu me l'as dit/,
    );
    const protein = (text: string) => /: (\d+) g de protéines/.exec(text)?.[1];
    expect(protein(answer)).toBe(protein(plain));
  });

  it('a milk allergy rules out all dairy; lactose intolerance only the lactose', () => {
    const allergic = sampleDay(ask('im allergic to milk, make me a meal plan for a bulk', 'en'));
    expect(allergic).not.toMatch(/whey|milk|skyr|lactose-free/i);
    expect(allergic).toMatch(/soy drink[^]*pea protein[^]*soy yoghurt/);
    const intolerant = sampleDay(ask('lactose intolerant, make me a meal plan for a bulk', 'en'));
    expect(intolerant).toMatch(/lactose-free milk[^]*whey isolate[^]*lactose-free yoghurt/);
  });

  it('gluten intolerance or coeliac disease: no seitan, oats certified gluten-free', () => {
    const vegan = sampleDay(
      ask(
        "Can you give me a full week meal plan for a cut? I'm vegan, 70kg, gluten intolerant and I hate tofu lmao",
        'en',
      ),
    );
    expect(vegan).not.toMatch(/seitan|tofu|chicken|salmon|rolled oats/);
    expect(vegan).toMatch(/certified gluten-free oats[^]*lentils \(cooked weight\)/);
    const coeliac = sampleDay(ask('je suis cœliaque, fais-moi un plan repas pour ma sèche', 'fr'));
    expect(coeliac).toMatch(/flocons d'avoine certifiés sans gluten[^]*poulet/);
  });

  it('keeps what the member said earlier in the conversation, and adds to it', () => {
    const answer = ask('fais-moi un plan nutrition pour la prise de masse', 'fr', undefined, [
      'je suis végétarien',
      "et je suis allergique aux fruits a coque, j'aime pas le tofu",
    ]);
    const day = sampleDay(answer);
    expect(day).not.toMatch(/poulet|saumon|amandes|tofu/);
    expect(day).toMatch(/graines de courge[^]*seitan/);
    expect(day).toMatch(/lait demi-écrémé/);
  });

  it('"a simple full day of eating" is the plan, its sample day named once', () => {
    const answer = ask(
      "can you give me a simple full day of eating for my cut? i'm vegetarian and i hate tofu",
      'en',
    );
    expect(answer).toMatch(/^\*\*\d+ kcal a day\*\*/);
    expect(answer).not.toMatch(/A typical cutting day/);
    expect(sampleDay(answer)).not.toMatch(/chicken|salmon|tofu/);
  });
});

describe('a video asked for an exercise', () => {
  it.each([
    ["t'aurais une video pour bien faire le hip thrust ?", 'fr', /^Je n’ai pas de vidéo[^]*talons/],
    [
      "tu peux m'envoyer un tuto pour le squat ?",
      'fr',
      /^Je n’ai pas de vidéo[^]*cuisse parallèle/,
    ],
    ['can you send me a video of a proper deadlift', 'en', /^I have no video[^]*mid-foot/],
  ] as const)('"%s": no video to send, the technique', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });
});

describe('short follow-ups and new entries', () => {
  it('"même les jours où je m\'entraîne pas ?" after creatine: every day, rest days included', () => {
    expect(
      ask("meme les jours ou je m'entraine pas ?", 'fr', undefined, [
        'Je prends de la créatine, combien par jour ?',
      ]),
    ).toMatch(
      /^Prends tes 3 à 5 g de créatine tous les jours, jours de repos compris[^]*saturation/,
    );
  });

  it('one bad day on a cut: nothing ruined, no fasting to make up, the weekly average', () => {
    expect(
      ask(
        'i binged like 4000 cals yesterday on my cut. did i ruin everything?? should i just not eat today',
        'en',
      ),
    ).toMatch(/^One day over does not ruin a cut[^]*Do not fast[^]*weekly average/);
  });

  it('a diabetic on insulin asking about carbs around training gets the diabetes marks, no dose', () => {
    const message =
      "je suis diabetique type 1 sous insuline depuis 10 ans, comment je gere mes glucides autour de la seance sans faire d'hypo ?";
    expect(asksForForbiddenSubstance(message)).toBe(false);
    expect(ask(message, 'fr')).toMatch(
      /^Avec un diabète sous insuline[^]*diabétologue[^]*0,90 g\/L/,
    );
  });

  it('"scared of getting bulky" from a woman is the women\'s training entry, not the rep ranges', () => {
    expect(
      ask(
        'im a woman and honestly scared of getting bulky from lifting heavy. should i just do light weights high reps?',
        'en',
      ),
    ).toMatch(/^Women train on the same principles as men[^]*bulky/);
  });
});
