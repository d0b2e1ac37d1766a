import type { AiRequest } from '../types';
import { questionParts } from './aspects';
import { answerOffline } from './engine';
import { mentionsPain } from './injury';
import { computeNutrition } from './nutrition';
import { asksAboutTheCoach, asksForForbiddenSubstance } from './topics';
import { languageOf } from './text';
import { searchText } from './conversation';

const ask = (message: string, extra: Partial<AiRequest> = {}): string =>
  answerOffline({ history: [], message, structured: true, ...extra });

describe('nutrition arithmetic (golden values of Mifflin-St Jeor)', () => {
  it('80 kg, 180 cm, 30 y, male, 4 days, bulk', () => {
    expect(
      computeNutrition({
        weightKg: 80,
        heightCm: 180,
        age: 30,
        sex: 'male',
        daysPerWeek: 4,
        goal: 'bulk',
      }),
    ).toMatchObject({
      assumed: [],
      bmr: 1780, // 10*80 + 6.25*180 - 5*30 + 5
      factor: 1.55,
      tdee: 2759, // 1780 * 1.55
      target: 3035, // 2759 * 1.10
      proteinG: 144, // 1.8 g/kg
      fatG: 84, // 25 % of 3035 kcal / 9
      carbsG: 426, // (3035 - 144*4 - 84*9) / 4
    });
  });

  it('60 kg, 165 cm, 25 y, female, 3 days, cut', () => {
    expect(
      computeNutrition({
        weightKg: 60,
        heightCm: 165,
        age: 25,
        sex: 'female',
        daysPerWeek: 3,
        goal: 'cut',
      }),
    ).toMatchObject({
      bmr: 1345, // 600 + 1031.25 - 125 - 161
      factor: 1.375,
      tdee: 1849,
      target: 1479, // -20 %
      proteinG: 132, // 2.2 g/kg
      fatG: 41,
      carbsG: 146,
    });
  });

  it('95 kg, 190 cm, 40 y, male, 6 days, recomposition keeps maintenance', () => {
    expect(
      computeNutrition({
        weightKg: 95,
        heightCm: 190,
        age: 40,
        sex: 'male',
        daysPerWeek: 6,
        goal: 'recomp',
      }),
    ).toMatchObject({
      bmr: 1943,
      factor: 1.725,
      tdee: 3352,
      target: 3352,
      proteinG: 190,
      fatG: 93,
      carbsG: 439,
    });
  });
});

describe('nutrition safety floor', () => {
  it('never sets a cut below the basal metabolic rate', () => {
    // BMR 1139; TDEE 1139 x 1.2 = 1367; a 20 % cut would be 1094.
    const plan = computeNutrition({
      weightKg: 50,
      heightCm: 160,
      age: 40,
      sex: 'female',
      daysPerWeek: 1,
      goal: 'cut',
    });
    expect(plan).toMatchObject({ bmr: 1139, tdee: 1367, target: 1139, limitedToBmr: true });
    expect(ask('plan nutritionnel 50 kg 160 cm 40 ans femme 1 jour par semaine sèche')).toContain(
      '**1139 kcal** (relevée à ton métabolisme de base',
    );
  });
});

describe('nutrition answers', () => {
  it('shows the exact calories and macros of the member’s numbers, in French', () => {
    const answer = ask(
      'Plan nutritionnel : 80 kg, 180 cm, 30 ans, homme, 4 jours par semaine, prise de masse',
    );
    expect(answer).toContain('## Plan nutritionnel');
    expect(answer).toContain('= **1780 kcal**');
    expect(answer).toContain('**2759 kcal**');
    expect(answer).toContain('**3035 kcal**');
    expect(answer).toMatch(/\| Protéines \| 144 g \|/);
    expect(answer).toMatch(/\| Lipides \| 84 g \|/);
    expect(answer).toMatch(/\| Glucides \| 426 g \|/);
    expect(answer).toContain('Exemple de journée');
    expect(answer).not.toContain('supposé');
  });

  it('uses numbers given in an earlier message of the same conversation', () => {
    const answer = answerOffline({
      history: [
        { role: 'user', content: 'I am 80 kg, 180 cm, 30 years old, male, bulking, 4 days a week' },
        { role: 'assistant', content: 'Noted.' },
      ],
      message: 'Now give me a nutrition plan',
      structured: true,
      language: 'en',
    });
    expect(answer).toContain('## Nutrition plan');
    expect(answer).toContain('**3035 kcal**');
    expect(answer).toMatch(/\| Protein \| 144 g \|/);
  });

  it('continues the earlier topic when the member only adds numbers', () => {
    const answer = answerOffline({
      history: [{ role: 'user', content: 'Plan nutritionnel' }],
      message: '80 kg, 180 cm, 30 ans, homme, 4 jours, prise de masse',
      structured: true,
    });
    expect(answer).toContain('**3035 kcal**');
  });

  it('states the values it assumed and asks for them', () => {
    const answer = ask('Nutrition plan please', { language: 'en' });
    expect(answer).toContain('Assumed because you have not told me yet');
    expect(answer).toContain('your weight');
    expect(answer).toContain('your goal');
    const partial = ask('Plan nutritionnel, 70 kg, 175 cm, 28 ans, homme');
    expect(partial).toContain("Valeurs supposées faute d'information");
    expect(partial).toContain("tes jours d'entraînement par semaine");
    expect(partial).not.toContain('ton poids');
  });

  it('converts pounds and echoes them', () => {
    const answer = ask('nutrition plan: 176 lb, 180 cm, 30 years old, male, 4 days a week, bulk');
    expect(answer).toContain('79.8 kg (176 lb)');
  });
});

describe('training answers', () => {
  it('builds an upper/lower split with sets x reps, rest, RIR, progression and deload for 4 days', () => {
    const answer = ask('Programme d’entraînement 4 jours par semaine, intermédiaire, salle');
    expect(answer).toContain("## Programme d'entraînement : Haut / Bas");
    expect(answer.match(/### Jour \d/g)).toHaveLength(4);
    expect(answer).toContain('| Développé couché | 4 × 6-8 | 2-3 min | 1-2 |');
    expect(answer).toContain('Double progression');
    expect(answer).toContain('### Deload');
  });

  it('fits the split to the days and level', () => {
    expect(ask('training program, 3 days a week, beginner', { language: 'en' })).toContain(
      'Full body A/B/C',
    );
    expect(ask('training program, 3 days a week, advanced', { language: 'en' })).toContain(
      'Push / Pull / Legs',
    );
    const six = ask('training program 6 days a week, advanced', { language: 'en' });
    expect(six).toContain('Push / Pull / Legs × 2');
    expect(six.match(/### Day \d/g)).toHaveLength(6);
  });

  it('uses bodyweight exercises when there is no equipment', () => {
    const answer = ask('workout plan with no equipment, 3 days a week, beginner', {
      language: 'en',
    });
    expect(answer).toContain('Push-ups');
    expect(answer).not.toContain('Bench press');
    expect(answer).toContain('harder variant');
  });

  it('adds the goal’s cardio and progress advice when the goal is known', () => {
    const cut = ask('Programme 4 jours, salle, sèche');
    expect(cut).toContain('### Adapté à ton objectif');
    expect(cut).toContain('8 000 à 10 000 pas par jour');
    expect(ask('Programme 4 jours, salle')).not.toContain('Adapté à ton objectif');
  });

  it('states what it assumed when days, level and equipment are missing', () => {
    expect(ask('Programme d’entraînement')).toContain(
      "J'ai supposé : 3 séances par semaine, niveau débutant, salle de sport équipée",
    );
  });
});

describe('the six suggestion chips, in both languages', () => {
  it.each([
    ["Programme d'entraînement", "## Programme d'entraînement"],
    ['Plan nutritionnel', '## Plan nutritionnel'],
    ['Stack légaux & compléments', '## Compléments légaux et efficaces'],
    ['Conseils YouTube/TikTok', '## Conseils YouTube et TikTok'],
    ['Optimiser mon sommeil', '## Optimiser ton sommeil'],
    ['Créer un plan de contenu', '## Plan de contenu sur 4 semaines'],
  ])('%s (fr)', (chip, expected) => {
    expect(ask(chip, { language: 'fr' })).toContain(expected);
  });

  it.each([
    ['Training programme', '## Training programme'],
    ['Nutrition plan', '## Nutrition plan'],
    ['Legal stacks & supplements', '## Legal, evidence-based supplements'],
    ['YouTube/TikTok advice', '## YouTube and TikTok advice'],
    ['Optimise my sleep', '## Optimising your sleep'],
    ['Create a content plan', '## 4-week content plan'],
  ])('%s (en)', (chip, expected) => {
    expect(ask(chip, { language: 'en' })).toContain(expected);
  });
});

describe('the chat screen’s suggestion prompts', () => {
  it.each([
    [
      "Crée-moi un programme d'entraînement de musculation sur 4 semaines.",
      "## Programme d'entraînement",
    ],
    [
      'Propose-moi un plan nutritionnel pour une prise de masse sèche.',
      '## Plan nutritionnel : prise de masse',
    ],
    [
      'Quels compléments alimentaires légaux recommandes-tu, et comment les prendre ?',
      '## Compléments légaux',
    ],
    [
      'Donne-moi des conseils pour développer une chaîne fitness sur YouTube et TikTok.',
      '## Conseils YouTube et TikTok',
    ],
    [
      'Comment optimiser mon sommeil pour mieux récupérer de mes entraînements ?',
      '## Optimiser ton sommeil',
    ],
    [
      'Aide-moi à créer un plan de contenu fitness pour le mois prochain.',
      '## Plan de contenu sur 4 semaines',
    ],
  ])('%s', (prompt, expected) => {
    expect(ask(prompt, { language: 'fr' })).toContain(expected);
  });

  it.each([
    ['Build me a 4-week bodybuilding training programme.', '## Training programme'],
    ['Suggest a nutrition plan for a lean bulk.', '## Nutrition plan: lean bulk'],
    [
      'Which legal supplements do you recommend, and how should I take them?',
      '## Legal, evidence-based supplements',
    ],
    [
      'Give me tips to grow a fitness channel on YouTube and TikTok.',
      '## YouTube and TikTok advice',
    ],
    ['How can I optimise my sleep to recover better from training?', '## Optimising your sleep'],
    ['Help me create a fitness content plan for next month.', '## 4-week content plan'],
  ])('%s', (prompt, expected) => {
    expect(ask(prompt, { language: 'en' })).toContain(expected);
  });
});

describe('supplements', () => {
  it('gives legal supplements with doses and evidence, caffeine scaled to the weight and capped', () => {
    const answer = ask('Quels compléments pour 80 kg ?');
    expect(answer).toContain('Créatine monohydrate');
    expect(answer).toContain('3 à 5 g/jour');
    expect(answer).toContain('240 à 400 mg');
    expect(answer).toContain('Preuves');
  });
});

describe('refusals for performance-enhancing drugs', () => {
  const DOSE = /\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ui|iu|ml|units?|unités?|g)\b/i;

  it.each([
    ['Quel cycle de stéroïdes pour débuter ?', 'fr'],
    ['Combien de mg de trenbolone par semaine ?', 'fr'],
    ['Je veux prendre des SARMs, ostarine ou RAD-140 ?', 'fr'],
    ["Dose d'insuline après l'entraînement ?", 'fr'],
    ['Clenbuterol pour la sèche, combien ?', 'fr'],
    ['Des prohormones pour la prise de masse ?', 'fr'],
    ['What anabolic steroids should I take?', 'en'],
    ['best SARMs stack for a bulk', 'en'],
    ['how much insulin for bodybuilding', 'en'],
    ['clen dosage for cutting', 'en'],
    ['is a testosterone cycle safe at 20?', 'en'],
    ['HGH and peptides BPC-157 protocol', 'en'],
  ])('refuses "%s" firmly, with the risks, a doctor, and no dose', (message, language) => {
    const answer = ask(message, { language: language as 'fr' | 'en' });
    if (language === 'fr') {
      expect(answer).toContain('Je ne peux pas t’aider avec ça');
      expect(answer).toContain('Les risques réels');
      expect(answer).toContain('médecin');
    } else {
      expect(answer).toContain('I can’t help with that');
      expect(answer).toContain('The real risks');
      expect(answer).toContain('doctor');
    }
    expect(answer).not.toMatch(DOSE);
  });

  it('refuses even when the drug is mixed into another request', () => {
    expect(ask('Programme 4 jours + dianabol pour aller plus vite')).toContain(
      'Je ne peux pas t’aider avec ça',
    );
  });

  it('answers lifestyle questions that merely name a hormone', () => {
    expect(asksForForbiddenSubstance('Comment augmenter ma testostérone naturellement ?')).toBe(
      false,
    );
    expect(asksForForbiddenSubstance('Does training improve insulin sensitivity?')).toBe(false);
    expect(asksForForbiddenSubstance('natural testosterone but also some tren')).toBe(true);
  });
});

describe('language and format', () => {
  it('answers in the language the message is written in, whatever the chat is set to', () => {
    expect(ask('Comment optimiser mon sommeil ?', { language: 'en' })).toContain(
      '## Optimiser ton sommeil',
    );
    expect(ask('How can I improve my sleep?', { language: 'fr' })).toContain(
      '## Optimising your sleep',
    );
  });

  it('follows the chat’s language when the message does not tell', () => {
    expect(ask('Optimiser sommeil', { language: 'en' })).toContain('## Optimising your sleep');
    expect(ask('sleep ?', { language: 'fr' })).toContain('sommeil');
    expect(languageOf('ok')).toBeUndefined();
    expect(languageOf('creatine whey ?')).toBeUndefined();
    expect(languageOf('should I keep taking creatine during a cut?')).toBe('en');
    expect(languageOf('je dois continuer la créatine pendant la sèche ?')).toBe('fr');
  });

  it('detects the language when the settings do not give it', () => {
    expect(ask('How can I improve my sleep for better recovery?')).toContain(
      '## Optimising your sleep',
    );
    expect(ask('Comment mieux dormir pour récupérer ?')).toContain('## Optimiser ton sommeil');
  });

  it('writes plain paragraphs when structured responses are off', () => {
    const answer = ask('Programme 4 jours par semaine, salle, intermédiaire', {
      structured: false,
    });
    expect(answer).not.toMatch(/^#/m);
    expect(answer).not.toMatch(/^\|/m);
    expect(answer).not.toMatch(/^- /m);
    expect(answer).toContain(
      'Développé couché (Séries × reps : 4 × 6-8, Repos : 2-3 min, RIR : 1-2).',
    );
    expect(answer.split('\n\n').length).toBeGreaterThan(3);
  });

  it('shortens the answer when the response speed is fast', () => {
    const detailed = ask('Plan nutritionnel 80 kg', { responseSpeed: 'detailed' });
    const fast = ask('Plan nutritionnel 80 kg', { responseSpeed: 'fast' });
    expect(fast.length).toBeLessThan(detailed.length);
    expect(fast).not.toContain('Exemple de journée');
  });

  it('is deterministic', () => {
    const message =
      'Programme + plan nutritionnel, 75 kg, 1m78, 22 ans, homme, sèche, 5 jours, maison';
    expect(ask(message)).toBe(ask(message));
  });

  it('falls back to a helpful menu for anything else and repeats what it understood', () => {
    const answer = ask('Bonjour, 80 kg et 30 ans');
    expect(answer).toContain('Salut ! Je suis Zak IA');
    expect(answer).toContain('J’ai noté : 80 kg, 30 ans.');
    expect(answer).toContain('Programme d’entraînement');
    expect(ask('What is the capital of Peru?', { language: 'en' })).toContain(
      'here is how I can help',
    );
  });

  it('answers pain first, then sends it to a health professional, never with a programme', () => {
    const fr = ask('Mon genou me fait mal au squat, je continue ?');
    expect(fr).toMatch(/^Arrête les mouvements qui déclenchent la douleur au genou/);
    expect(fr).toContain('kinésithérapeute');
    expect(fr).toContain('### Consulte rapidement si');
    expect(fr).not.toContain('Programme');
    const en = ask('My lower back pain gets worse when I deadlift', { language: 'en' });
    expect(en).toMatch(/^Stop deadlifts/);
    expect(en).toContain('### See a professional quickly if');
    // Pain without a matching entry still gets the general caution.
    expect(ask('J’ai mal au pouce depuis hier')).toContain('## Douleur ou blessure : prudence');
    // "pain" (bread) is not pain.
    expect(ask('Du pain complet le matin, bonne idée pour ma sèche ?')).not.toContain(
      'Consulte rapidement',
    );
  });

  it('answers two explicit requests in one message', () => {
    const both = ask(
      "Programme d'entraînement et plan nutritionnel : 80 kg, 180 cm, 30 ans, homme, 4 jours, prise de masse",
    );
    expect(both).toContain("## Programme d'entraînement : Haut / Bas");
    expect(both).toContain('**3035 kcal**');
    expect(both.match(/Contenu éducatif, pas un avis médical/g)).toHaveLength(1);
    const content = ask('Créer un plan de contenu pour YouTube et TikTok');
    expect(content).toContain('## Plan de contenu sur 4 semaines');
    expect(content).not.toContain('## Conseils YouTube et TikTok');
  });

  it('tells a nutrition programme from a training programme', () => {
    expect(ask('Programme nutritionnel pour ma prise de masse')).toContain('## Plan nutritionnel');
    expect(ask('nutrition program for a cut', { language: 'en' })).toContain('## Nutrition plan');
  });

  it('understands goals stated in everyday words', () => {
    expect(ask('Je veux perdre du gras, je fais 90 kg')).toContain('## Plan nutritionnel : sèche');
    expect(ask('I want bigger arms', { language: 'en' })).toMatch(
      /^For bigger arms, do 8-14 sets of biceps/,
    );
    expect(ask('I want bigger arms, give me a programme', { language: 'en' })).toContain(
      '## Training programme',
    );
  });
});

describe('pain words about gains, not a body', () => {
  it('"is that hurting my gains" is not pain; "my shoulder hurts" is', () => {
    expect(mentionsPain('i play soccer twice a week, is that hurting my gains?')).toBe(false);
    expect(mentionsPain('my shoulder hurts when i press, should i stop?')).toBe(true);
  });
});

describe('pain said to be absent, or told in passing beside a number to compute', () => {
  it('a joint noise said to be painless is no pain; a named injury still is', () => {
    expect(mentionsPain('my knee pops on lunges but it does not hurt, is that normal?')).toBe(
      false,
    );
    expect(mentionsPain('mon epaule craque au developpe mais ca fait pas mal')).toBe(false);
    expect(mentionsPain('my knee clicks on squats, should I worry?')).toBe(true);
    expect(mentionsPain("j'ai une sciatique mais ca fait pas mal aujourd'hui")).toBe(true);
    expect(mentionsPain('no pain no gain, right? my elbow hurts on curls')).toBe(true);
  });

  it('pain in passing: the calories asked first, then when to see a professional', () => {
    const answer = ask(
      "femme 41 ans, 1m63, 66kg, 3 seances par semaine, j'ai mal au poignet depuis une semaine mais bon. combien de kcal pour secher ?",
    );
    expect(answer.split('\n')[0]).toMatch(/kcal/);
    expect(answer).toMatch(/Consulte rapidement si/);
    // Pain in the question itself keeps to the injury entries.
    expect(
      ask('I am 80 kg, how many calories can I eat when my knee hurts this much?'),
    ).not.toMatch(/kcal a day/);
  });
});

describe('a long message that opens with a greeting', () => {
  it('is searched like any other; a bare greeting still gets the menu', () => {
    const answer = ask(
      "Hello, I'm 50, going through menopause and my belly keeps growing though I eat the same, what can I do about it?",
    );
    expect(answer).not.toMatch(/How I can help/);
    expect(answer).toMatch(/menopause/i);
    expect(ask('salut, ça va ?')).toMatch(/Comment je peux t’aider/);
  });
});

describe('the entries about when answer only a question that asks when', () => {
  it('a training time told as the situation does not pick the best time to train', () => {
    expect(
      ask('I lift at 6am before work and feel dizzy halfway through, what should I eat?'),
    ).not.toMatch(/best time is the one/i);
    expect(ask("c'est mieux de s'entrainer le matin ou le soir ?")).toMatch(/meilleur moment/i);
  });
});

describe('a fact the member gave is never asked again by an entry’s detail', () => {
  it('the beginner entry does not ask for the equipment of a member going to the gym', () => {
    const answer = ask('first time ever lifting, I just signed up at a gym, where do I start?');
    expect(answer).toMatch(/full-body/);
    expect(answer).not.toMatch(/tell me your equipment/);
    expect(ask('je débute en musculation, par quoi commencer ?')).toMatch(/dis-moi ton matériel/);
  });
});

describe('"does that change if...?" asks the same amount again for the new situation', () => {
  it('a protein follow-up for a woman stays the protein, with the weight given', () => {
    const first = 'I weigh 65 kg, how much protein should I eat a day?';
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: ask(first) },
    ];
    const answer = ask('would that be different for a woman?', { history });
    expect(answer).toMatch(/^For a woman at 65 kg, same rule: \d+-\d+ g of protein a day/);
    expect(answer).not.toMatch(/Mifflin/);
  });
});

describe('what to do on a rest day is the rest-day entry, not the rest-day carbohydrates', () => {
  it('a question on sport on a day off gets walking and mobility, with no carbohydrate figure', () => {
    const fr = ask('quand c est mon jour de repos je peux aller nager un peu ?');
    expect(fr).toMatch(/Les jours de repos, marche, mobilité/);
    expect(fr).not.toMatch(/glucides/);
    const en = ask('what can i do on my off days from the gym, is a bit of sport ok?');
    expect(en).toMatch(/On rest days, walking, mobility/);
    expect(en).not.toMatch(/carbs/);
    expect(ask('combien de glucides les jours de repos ?')).toMatch(/glucides/);
  });
});

describe('paraphrases members use for cardio on a cut, RIR, failure, Zak IA and pre-workouts', () => {
  it('each gets its entry instead of the chips', () => {
    expect(ask('cutting rn, how much cardio a week should i add?')).toMatch(
      /^The type of cardio matters little/,
    );
    expect(
      ask('je seche en ce moment, je dois faire combien de seances de cardio par semaine ?'),
    ).toMatch(/^Le type de cardio compte peu/);
    expect(ask('my program says RIR 3 on curls, what does that mean?')).toMatch(
      /^RIR \("reps in reserve"\)/,
    );
    expect(ask('mon coach m a mis RIR 1 sur les squats, c est quoi ?')).toMatch(/^Le RIR/);
    expect(ask('go to failure on every set or keep a couple reps in the tank?')).toMatch(
      /^Not on every set/,
    );
    expect(
      ask('je dois pousser chaque serie jusqu a l echec ou garder 1-2 reps en reserve ?'),
    ).toMatch(/^Pas à chaque série/);
    expect(ask('is zak ai a real person or a bot? does it see my profile?')).toMatch(
      /^I am Zak AI/,
    );
    expect(ask('est ce que l ia connait mon profil et mes pesees ?')).toMatch(/^Je suis Zak IA/);
    // What the coach is, asked in a member's words (twelfth round): the Zak IA entry, not chips.
    expect(ask('hold on, r u just chatgpt?')).toMatch(/^I am Zak AI/);
    expect(ask('tu es un robot ou un vrai coach ?')).toMatch(/^Je suis Zak IA/);
    expect(asksAboutTheCoach('is it ai generated content that does well on youtube?')).toBe(false);
    expect(ask('are pre workouts worth buying or is coffee just as good?')).toMatch(
      /^Most pre-workouts are worth it mainly for their caffeine/,
    );
  });
});

describe('questions with two aspects (issue 41, tenth round)', () => {
  it('splits a message into its questions, the situation apart', () => {
    expect(
      questionParts('je fais 90kg. combien d eau par jour ? et le cafe ca compte dedans ?'),
    ).toEqual({
      situation: 'je fais 90kg.',
      questions: ['combien d eau par jour ?', 'et le cafe ca compte dedans ?'],
    });
    expect(
      questionParts('is it safe to start lifting at 60 and how many times a week should i go?')
        .questions,
    ).toEqual(['is it safe to start lifting at 60', 'and how many times a week should i go?']);
    // A situation before a comma is not a question of its own.
    expect(questionParts('je fais 4 seances par semaine, quel split tu me conseilles ?')).toEqual({
      situation: '',
      questions: [],
    });
  });

  it('answers both questions: the number first, then the other entry', () => {
    const water = ask(
      'how much water should i drink at 85kg? and does creatine make me need more?',
    );
    expect(water).toMatch(/^At 85 kg, drink about 3 L of water a day/);
    expect(water).toMatch(/Creatine adds 1-2 kg of water/);
    const whey = ask(
      'je fais 65kg, combien de proteines par jour ? et la whey c est obligatoire ?',
    );
    expect(whey).toMatch(/^Pour 65 kg : 105 à 145 g de protéines par jour/);
    expect(whey).toMatch(/La whey n'est pas indispensable/);
  });

  it('each question of a "did you mean" gets its entry when each part has one', () => {
    const both = ask('are bcaas worth it? and should i take creatine on rest days too?');
    expect(both).toMatch(/BCAAs are useless/);
    expect(both).toMatch(/creatine every day, rest days included/);
    expect(both).not.toMatch(/Do you mean/);
  });

  it('pain told beside a question about something else: both answered, with the red flags', () => {
    const both = ask(
      "j'arrive pas a faire une seule traction, comment je progresse ? j'ai aussi mal au coude apres le tirage",
    );
    expect(both).toMatch(/Fais des négatives/);
    expect(both).toMatch(/Consulte rapidement si/);
  });

  it('"how do I hit my protein?" with the weight known opens with the number, then the situation', () => {
    const vegetarian = ask(
      'je pese 62kg et je suis vegetarien, comment je fais pour atteindre mes proteines ?',
    );
    expect(vegetarian).toMatch(/^Pour 62 kg : 100 à 135 g de protéines par jour/);
    expect(vegetarian).toMatch(/en végétarien ou vegan/);
    const vegan = ask("i weigh 90kg and i'm vegan, how do i reach my protein every day?");
    expect(vegan).toMatch(/^At 90 kg: 145-200 g of protein a day/);
    expect(vegan).toMatch(/vegetarian or vegan/);
    // Without the weight, no number is made up.
    expect(ask('je suis vegetarien, comment je fais pour atteindre mes proteines ?')).not.toMatch(
      /^Pour \d/,
    );
  });

  it('a question pointing back keeps to the subject: no entry of another topic is added', () => {
    const creatine = ask(
      'je suis une femme de 35 ans, la creatine ca fait gonfler ? et je la prends quand ?',
    );
    expect(creatine).toMatch(/^La créatine fait prendre 1 à 2 kg d'eau/);
    expect(creatine).not.toMatch(/surplus/);
  });

  it('"keep X or stop" is no comparison: whey on a cut gets the whey entry, not creatine', () => {
    const whey = ask("en seche, je garde la whey ou j'arrete ?");
    expect(whey).toMatch(/^Oui, tu peux garder ta whey pendant la sèche/);
    expect(whey).not.toMatch(/créatine/);
  });

  it('a short follow-up naming a diet after the protein a day gets the plant-protein entry', () => {
    const question = 'combien de proteines par jour pour prendre de la masse ?';
    const history = [
      { role: 'user' as const, content: question },
      {
        role: 'assistant' as const,
        content: answerOffline({ history: [], message: question, structured: true }),
      },
    ];
    expect(ask('et si je mange vegan ?', { history })).toMatch(
      /^Oui, on prend du muscle en végétarien ou vegan/,
    );
  });

  it('a situation the facts tell changes a supplement answer: a minor, a woman', () => {
    expect(ask("j'ai 15 ans, c'est quoi la dose de creatine ?")).toMatch(
      /^Zak IA s'adresse aux adultes[^]*3 à 5 g de créatine/,
    );
    // A number asked still opens the answer.
    expect(
      ask(
        "I'm 15, 5'8 130 lbs, want to bulk for football season. how much should i eat and is creatine ok at my age?",
      ),
    ).toMatch(/^For a man: \*\*Aim for about \d[^]*Zak AI is for adults/);
    expect(ask('la creatine ca fait gonfler ?', { member: { sex: 'female' } })).toMatch(
      /la créatine marche aussi chez les femmes/,
    );
  });

  it('a vague second question adds nothing; a pain answer keeps to the pain', () => {
    const shoulder = ask(
      "depuis 2 semaines j'ai mal a l'epaule quand je fais du developpe militaire, ca pince devant, je continue ou j'arrete ?",
    );
    expect(shoulder).toMatch(/^Arrête les exercices qui déclenchent la douleur/);
    expect(shoulder).not.toMatch(/créatine/);
    expect(
      ask('elbow pain on curls, inside of the elbow. keep training arms or stop? see a doc?'),
    ).not.toMatch(/Strength goes up/);
  });
});

describe('the pain path (eleventh round)', () => {
  it('the body part named chooses the entry, not the exercise: the back after squats', () => {
    const back = ask('mal au dos apres le squat', { language: 'fr' });
    expect(back).toMatch(/lombaire/);
    expect(back).not.toMatch(/genou/);
    const elbow = ask(
      'elbow pain on skull crushers, feels like tendonitis. keep training arms or rest?',
      {
        language: 'en',
      },
    );
    expect(elbow.split('\n')[0]).toMatch(/elbow/);
  });

  it('"sharp pain", "tweaked" are pain: "ice or heat?" is not weighed as two subjects', () => {
    expect(mentionsPain('tweaked my lower back on deadlifts, sharp pain when i bend over')).toBe(
      true,
    );
    const answer = ask(
      'tweaked my lower back on deadlifts yesterday, sharp pain when i bend over. ice or heat?',
      { language: 'en' },
    );
    expect(answer).not.toMatch(/^\*\*Ice\*\*/);
    expect(answer).toMatch(/doctor|physio/);
  });

  it('the whole body sore after a comeback is soreness, not an injury', () => {
    expect(mentionsPain('came back after 10 months off, everything hurts')).toBe(false);
    expect(mentionsPain("reprise apres 1 an, j'ai mal partout")).toBe(false);
    expect(mentionsPain('everything hurts, especially my knee')).toBe(true);
    expect(ask('came back after 10 months off, everything hurts', { language: 'en' })).not.toMatch(
      /See a professional quickly if/,
    );
  });

  it('a short follow-up about training on keeps the injury told before', () => {
    const first = "j'ai une entorse a la cheville";
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: ask(first, { language: 'fr' }) },
    ];
    const answer = ask('et je peux muscler le haut du corps en attendant ?', {
      language: 'fr',
      history,
    });
    expect(answer).toMatch(/entorse/);
    expect(answer).not.toMatch(/pas sûr d’avoir compris/);
    const elbow = 'i have tennis elbow';
    const answerEn = ask('can i still train arms with it?', {
      language: 'en',
      history: [
        { role: 'user', content: elbow },
        { role: 'assistant', content: ask(elbow, { language: 'en' }) },
      ],
    });
    expect(answerEn).toMatch(/elbow/);
  });
});

describe('a product named before and taken again ("en prendre", "take it")', () => {
  it('the follow-up keeps the product: creatine breaks after "je prends de la créatine"', () => {
    const first = 'je prends 5g de creatine par jour depuis 1 mois';
    const answer = ask("faut faire des pauses ou je peux en prendre toute l'annee ?", {
      language: 'fr',
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: ask(first, { language: 'fr' }) },
      ],
    });
    expect(answer.split('\n')[0]).toMatch(/pauses de créatine/);
    expect(answer).not.toMatch(/Reprends comme un débutant/);
  });
});

describe('"X and Y": two subjects asked together (eleventh round)', () => {
  it('each side gets its entry, like "X or Y", without the "better choice" line', () => {
    const en = ask('should i take omega 3 and vitamin D?', { language: 'en' });
    expect(en).toMatch(/\*\*Omega 3\*\*/);
    expect(en).toMatch(/\*\*Vitamin D\*\*: Vitamin D/);
    expect(en).not.toMatch(/better choice/);
    const fr = ask('je devrais prendre des omega 3 et de la vitamine D ?', { language: 'fr' });
    expect(fr).toMatch(/\*\*Vitamine D\*\* : La vitamine D/);
  });

  it('a side that is a clause, not a subject, keeps the usual answer', () => {
    const answer = ask("c'est quoi un refeed et j'en fais un tous les combien en seche ?", {
      language: 'fr',
    });
    expect(answer).not.toMatch(/\*\*J'en fais un\*\*/);
  });
});

describe('"X and Y": sides are subjects, looked up on their own', () => {
  it('"la vitamine D et le magnésium... en muscu" is vitamin D, not the multivitamin', () => {
    const answer = ask('la vitamine D et le magnésium, ça sert à quelque chose en muscu ?', {
      language: 'fr',
    });
    expect(answer).toMatch(/^\*\*Vitamine D\*\* : La vitamine D/);
    expect(answer).toMatch(/\*\*Magnésium\*\*/);
  });

  it('clauses joined by "et" are no pair: the usual answer', () => {
    const answer = ask(
      "je suis debutante et j'ai peur de devenir trop musclee, je fais quoi comme programme ?",
      { language: 'fr' },
    );
    expect(answer).not.toMatch(/^\*\*Suis debutante\*\*/);
  });
});

describe('a plan request telling a concern of its own (eleventh round)', () => {
  it('the concern’s entry opens the answer, then the programme', () => {
    const answer = ask("i'm a woman and afraid of looking bulky, can you give me a workout plan?", {
      language: 'en',
    });
    expect(answer.split('\n')[0]).toMatch(/^Women train/);
    expect(answer).toMatch(/## Training programme/);
  });

  it('the concern opens a plan asked as "which program?" too, before the split (fourteenth round)', () => {
    const answer = ask(
      'beginner woman, scared of getting too bulky, what program should i follow?',
      {
        language: 'en',
      },
    );
    expect(answer.split('\n')[0]).toMatch(/^Women train/);
    expect(answer).toMatch(/\*\*Full body A\/B\/C\*\* for 3 sessions a week/);
    expect(answer).toMatch(/## Training programme/);
  });

  it('a bare plan request gets the bare programme', () => {
    const answer = ask('can you give me a workout plan?', { language: 'en' });
    expect(answer).not.toMatch(/^Women train/);
  });
});

describe('questions asked without "?" and a comparison that clarifies (eleventh round)', () => {
  it('"jsp cb de..." is a question; "je fais 68 kg" stays with it; both parts answer', () => {
    expect(
      questionParts(
        'jsp cb de proteines je dois manger par jour, je fais 68 kg et je veux faire une PDM. ya besoin de whey ou les repas suffisent ?',
      ).questions,
    ).toEqual([
      'jsp cb de proteines je dois manger par jour, je fais 68 kg et je veux faire une PDM.',
      'ya besoin de whey ou les repas suffisent ?',
    ]);
    const answer = ask(
      'idk how much protein i need a day, i weigh 80 kg. do i need whey or is food enough?',
      { language: 'en' },
    );
    expect(answer.split('\n')[0]).toMatch(/^At 80 kg/);
    expect(answer).toMatch(/Whey is not essential/);
  });
});

describe('slang and a last "je sais pas quoi faire" (eleventh round)', () => {
  it('"la dalle" is hunger, "jremonte" is "je remonte"; "jsais pas quoi faire" asks after a question', () => {
    expect(
      questionParts(
        'le soir ca fait grossir ? jsuis en seche et jai la dalle, jsais pas quoi faire',
      ).questions,
    ).toHaveLength(2);
    const answer = ask(
      'manger tard ca fait grossir ? en seche jai tjr la dalle le soir, jsais pas quoi faire',
      { language: 'fr' },
    );
    expect(answer).toMatch(/faim en sèche/);
  });
});

describe('"X better than Y" weighs two sides like "X or Y" (eleventh round)', () => {
  it('each side gets its entry', () => {
    const answer = ask('is HIIT better than walking when cutting?', { language: 'en' });
    expect(answer).toMatch(/^\*\*HIIT\*\*/);
    expect(answer).toMatch(/\*\*Walking\*\*: Aim for/);
  });
});

describe('words that ask, not the subject (twelfth round)', () => {
  it('"good idea", "bonne idée", "any ideas?" are dropped; "video ideas" stays', () => {
    expect(searchText('keto for cutting, good idea or nah')).not.toMatch(/idea/);
    expect(searchText("le fromage blanc le soir c'est une bonne idee ?")).not.toMatch(/idee/);
    expect(searchText('struggling to hit my protein, any ideas?')).not.toMatch(/idea/);
    expect(searchText('how do i come up with fitness video ideas')).toMatch(/video ideas/);
  });

  it('a meal’s clock time reads as late in the evening; a training time stays', () => {
    expect(searchText('est-ce que manger vers 23h fait grossir ?')).toMatch(/tard le soir/);
    expect(searchText('does eating after 10pm make you gain fat?')).toMatch(/late at night/);
    expect(searchText("je m'entraine le soir vers 20h et je dors mal")).toMatch(/vers 20h/);
    expect(ask('est-ce que manger vers 23h fait grossir ?')).toMatch(/^Manger le soir ou la nuit/);
    expect(ask('does eating after 10pm make you gain fat?')).toMatch(/^Eating at night/);
  });

  it('"petit dej" is breakfast: skipping it gets the breakfast entry', () => {
    expect(ask('je prends jamais de petit dej, ça freine la prise de muscle ?')).toMatch(
      /^Un bon petit déjeuner de sportif/,
    );
  });
});

describe('what the coach is and does, follow-ups that point back (twelfth round)', () => {
  const turns = (...pairs: [string, string][]) =>
    pairs.flatMap(([user, assistant]) => [
      { role: 'user' as const, content: user },
      { role: 'assistant' as const, content: assistant },
    ]);

  it('"can Zak IA make me a plan, or does it just answer?" is the service, not the plan', () => {
    expect(ask('zak ia peut me faire un programme muscu ou il fait que répondre ?')).toMatch(
      /^Je suis Zak IA/,
    );
    expect(ask('so can zak ai write my meal plan, or does it only answer questions?')).toMatch(
      /^I am Zak AI/,
    );
    expect(ask('is zak ai a real coach or a bot? can it do my diet')).toMatch(/^I am Zak AI/);
    // A plain plan request is still one.
    expect(ask('can zak ai write me a full training program?')).not.toMatch(/^I am Zak AI/);
  });

  it('a share of the max after a 1RM is the load at that share (Epley)', () => {
    const history = turns(["j'ai fait 100 kg x 5 au squat, mon 1RM ça donne quoi ?", '...']);
    expect(ask('et à 75% je mets combien ?', { history })).toMatch(
      /^\*\*Environ 87,5 kg sur la barre à 75 % de ton maximum\*\* \(1RM estimé d’environ 117 kg/,
    );
    const en = turns(['i hit 225 lbs for 5 on bench, whats my 1rm?', '...']);
    expect(ask('ok so how much should i load at 85%?', { history: en })).toMatch(
      /^\*\*About 222\.5 lb on the bar at 85% of your max\*\*/,
    );
    // Reps asked at a share of the max are no load.
    expect(ask('et à 90% je fais combien de reps ?', { history })).not.toMatch(/sur la barre/);
    // A share of calories is no load.
    expect(ask('et 80% de mes calories en glucides ça fait combien ?', { history })).not.toMatch(
      /sur la barre/,
    );
  });

  it('"is that why...?" continues what the member told just before', () => {
    const history = turns(["i've been sleeping 5 hours a night because of work", '...']);
    expect(ask('is that why my lifts are going down?', { history })).toMatch(/sleep/i);
    // After a question, not a situation, it is a question of its own.
    const asked = turns(['how much protein per day at 70 kg?', '...']);
    expect(ask("is that why i'm not growing?", { history: asked })).not.toMatch(/fibre/);
  });
});

describe('three supplements at once, retrieval far ahead (twelfth round)', () => {
  it('three supplements or more weighed together get the stack', () => {
    expect(ask('creatine, magnesium and fish oil, which of these are worth buying?')).toMatch(
      /^Only a few supplements have solid evidence/,
    );
    expect(ask('whey, créatine, bcaa, oméga 3... lesquels valent vraiment le coup ?')).toMatch(
      /^Seuls quelques compléments/,
    );
    // "create" is no creatine: two supplements named stay their own entries.
    expect(ask('create me a routine, and should i take whey and fish oil?')).not.toMatch(
      /^Only a few supplements/,
    );
    // Two named stay their own entries.
    expect(ask('créatine ou bêta-alanine pour la force ?')).not.toMatch(/^Seuls quelques/);
  });

  it('an entry far ahead of every other, no rival near, answers despite the classifier', () => {
    expect(ask('je veux faire une phase de charge de créa ou pas ? et combien par jour ?')).toMatch(
      /^3 à 5 g de créatine monohydrate par jour/,
    );
  });
});

describe('a minor dieting (twelfth round)', () => {
  it('gets the teen-dieting entry; a minor bulking or asking a supplement does not', () => {
    expect(
      ask("j'ai 15 ans et mes copines font des régimes à 1000 calories, je dois faire pareil ?"),
    ).toMatch(/^À ton âge, tu es encore en pleine croissance/);
    expect(
      ask("j'ai 16 ans, combien de calories pour prendre du muscle ? 70 kg 1m80 homme"),
    ).not.toMatch(/pleine croissance/);
    expect(ask("j'ai 16 ans je peux prendre de la créatine ?")).toMatch(
      /^Zak IA s'adresse aux adultes/,
    );
    expect(ask("i'm 16, can I do a cut for summer?")).toMatch(/^At your age you are still growing/);
    // No age told: the teen entry does not answer a diet question.
    expect(ask("le 16/8 ça marche mieux ou c'est pareil qu'un régime classique ?")).not.toMatch(
      /pleine croissance/,
    );
  });
});

describe('"is it normal...?" after a supplement, drinking a shake (twelfth round)', () => {
  it('"c\'est normal que j\'ai pris 1 kg ?" continues the creatine told before', () => {
    const history = [
      { role: 'user' as const, content: "j'ai commencé la créatine la semaine dernière" },
      { role: 'assistant' as const, content: '...' },
    ];
    expect(ask("c'est normal que j'ai pris 1 kg ?", { history })).toMatch(
      /^La créatine fait prendre 1 à 2 kg d'eau/,
    );
  });

  it('"c\'est normal d\'avoir faim ?" is a question of its own, not the calories before', () => {
    const history = [
      { role: 'user' as const, content: 'combien de kcal pour sécher ? 80kg 1m80 30 ans homme' },
      { role: 'assistant' as const, content: '...' },
    ];
    expect(ask("c'est normal d'avoir faim tout le temps ?", { history })).not.toMatch(
      /^Le reverse diet/,
    );
  });

  it('"drink my protein shake" is taking whey, not hydration; "or doesnt it matter" asks whether', () => {
    expect(
      ask(
        'do i need to drink my protein shake within 30 minutes after training or doesnt it matter?',
      ),
    ).toMatch(/^Whey is not essential/);
  });
});

describe('a craving told as "je craque sur..." (twelfth round)', () => {
  it('is hunger on a cut, not a joint that cracks', () => {
    expect(searchText('je craque toujours sur le chocolat')).toMatch(/fringale/);
    expect(ask('en sèche je craque sur les gâteaux tous les soirs, comment je tiens ?')).toMatch(
      /^Pour tenir la faim en sèche/,
    );
    expect(ask("mon genou craque quand je squatte, c'est grave ?")).toMatch(/^Un craquement/);
  });
});

describe('building muscle in a deficit (twelfth round)', () => {
  it('is the recomposition, not the bulk’s calories', () => {
    expect(searchText('can you build muscle in a calorie deficit')).toMatch(/recomp/);
    expect(ask('is it possible to gain muscle on a cut as a beginner?')).toMatch(
      /^Yes, recomposition/,
    );
    expect(ask('on peut prendre du muscle en déficit calorique ?')).toMatch(
      /^Oui, la recomposition/,
    );
  });
});

describe('pain after a lift asked as a form issue (fourteenth round)', () => {
  it('gives the pain pointer, then the lift’s technique', () => {
    const text = ask('my knees ache the day after squatting, is my technique off?');
    expect(text).toMatch(/^Stop the moves that trigger the knee pain|knee/i);
    expect(text).toMatch(/knees in line with your feet|knees track/i);
    const fr = ask("mal en bas du dos après le soulevé de terre, c'est ma posture ?");
    expect(fr).toMatch(/dos neutre|barre au milieu du pied/i);
    // "knees ache", "mal en bas du dos": pain too.
    expect(mentionsPain('my knees ache the day after squatting')).toBe(true);
    expect(mentionsPain('mal en bas du dos après le soulevé de terre')).toBe(true);
    expect(mentionsPain('my headache after coffee')).toBe(false);
    // Pain without a question about form keeps to the pointer.
    expect(ask('my lower back hurts after deadlifts')).not.toMatch(/Bar over mid-foot/);
  });
});

describe('"is it normal?" about what was just told (sixteenth round)', () => {
  it('a joint that clicks without pain, then a bare "is that bad?", is the noise entry', () => {
    expect(
      ask('my knees click and pop when i squat but theres no pain. 24M. is that bad?'),
    ).toMatch(/^Painless cracking \(knee, shoulder, hip\) is normal and usually harmless/);
    expect(ask('mon genou craque quand je fais des fentes, aucune douleur. c’est grave ?')).toMatch(
      /^Un craquement sans douleur/,
    );
    // A swollen joint is not the harmless noise.
    expect(ask('my knee pops and is swollen after squats, is that bad?')).not.toMatch(
      /usually harmless/,
    );
  });

  it('"j\'ai pris 1kg" is searched as a weight gain', () => {
    expect(searchText("c normal jai pris 1kg d'un coup")).toMatch(/prise de poids/);
    const history = [
      { role: 'user' as const, content: 'je prends 5g de creatine par jour depuis 2 semaines' },
      {
        role: 'assistant' as const,
        content: ask('je prends 5g de creatine par jour depuis 2 semaines'),
      },
    ];
    expect(ask("c normal jai pris 1kg d'un coup", { history })).toMatch(
      /^La créatine fait prendre 1 à 2 kg d'eau/,
    );
  });
});

describe('an amount of protein powder with the weight known (sixteenth round)', () => {
  it('"how many scoops of whey a day" opens with the protein a day for the member', () => {
    const member = { weightKg: 90, heightCm: 183, age: 27, sex: 'male' as const };
    expect(ask('how many scoops of whey should i take a day given my weight?', { member })).toMatch(
      /^At 90 kg: 145-200 g of protein a day/,
    );
  });
});
