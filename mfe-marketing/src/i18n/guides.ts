// The text of the two downloadable guides. scripts/generate-guides.ts turns it into PDF files at
// build time, one per guide and language.
import type { Lang } from 'shared-ui';

export type GuideId = 'training' | 'nutrition';

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface GuideText {
  title: string;
  subtitle: string;
  sections: GuideSection[];
  disclaimer: string;
}

const disclaimer = {
  fr: "Contenu éducatif, non médical, réservé aux adultes. Il ne remplace pas l'avis d'un médecin ou d'un professionnel de santé. Utilisation à vos propres risques.",
  en: 'Educational, non-medical content for adults only. It does not replace the advice of a doctor or a health professional. Use at your own risk.',
};

export const guideTexts: Record<GuideId, Record<Lang, GuideText>> = {
  training: {
    fr: {
      title: 'Guide Entraînement Zak Coaching',
      subtitle: 'Les principes du programme LITE',
      sections: [
        {
          heading: '1. La surcharge progressive',
          paragraphs: [
            'Le muscle grandit quand on lui demande plus que la fois précédente. Chaque semaine, ajoutez une répétition, un peu de charge ou une série sur vos exercices principaux, sans sacrifier la technique.',
          ],
          bullets: [
            'Notez chaque séance : exercice, charge, répétitions, ressenti.',
            "Visez 6 à 12 répétitions sur les mouvements de base, 10 à 20 sur l'isolation.",
            "Arrêtez la série à 1 ou 2 répétitions de l'échec.",
          ],
        },
        {
          heading: '2. Le volume hebdomadaire',
          paragraphs: [
            "Comptez les séries difficiles par groupe musculaire et par semaine. Commencez autour de 10 séries et augmentez de 2 séries quand la progression stagne, jusqu'à 20 au plus.",
          ],
        },
        {
          heading: '3. Une semaine type (4 séances)',
          paragraphs: ['Haut du corps / Bas du corps, deux fois par semaine :'],
          bullets: [
            'Lundi - Haut : développé couché, rowing barre, développé militaire, tractions, curls, extensions triceps.',
            'Mardi - Bas : squat, soulevé de terre jambes tendues, presse, leg curl, mollets.',
            'Jeudi - Haut : développé incliné haltères, tirage poitrine, élévations latérales, dips, curls marteau.',
            'Vendredi - Bas : soulevé de terre, fentes, leg extension, hip thrust, gainage.',
          ],
        },
        {
          heading: '4. Récupération',
          paragraphs: [
            'Dormez 7 à 9 heures, gardez au moins un jour de repos complet, et allégez la charge de 40 % une semaine toutes les 6 à 8 semaines.',
          ],
        },
      ],
      disclaimer: disclaimer.fr,
    },
    en: {
      title: 'Zak Coaching Training Guide',
      subtitle: 'The principles of the LITE programme',
      sections: [
        {
          heading: '1. Progressive overload',
          paragraphs: [
            'Muscle grows when you ask more of it than last time. Every week, add a rep, a little weight or a set to your main lifts, without giving up technique.',
          ],
          bullets: [
            'Log every session: exercise, load, reps, how it felt.',
            'Aim for 6 to 12 reps on compound lifts, 10 to 20 on isolation work.',
            'Stop each set 1 or 2 reps short of failure.',
          ],
        },
        {
          heading: '2. Weekly volume',
          paragraphs: [
            'Count the hard sets per muscle group per week. Start around 10 sets and add 2 sets when progress stalls, up to 20 at most.',
          ],
        },
        {
          heading: '3. A sample week (4 sessions)',
          paragraphs: ['Upper / Lower, twice a week:'],
          bullets: [
            'Monday - Upper: bench press, barbell row, overhead press, pull-ups, curls, triceps extensions.',
            'Tuesday - Lower: squat, stiff-leg deadlift, leg press, leg curl, calves.',
            'Thursday - Upper: incline dumbbell press, lat pulldown, lateral raises, dips, hammer curls.',
            'Friday - Lower: deadlift, lunges, leg extension, hip thrust, core work.',
          ],
        },
        {
          heading: '4. Recovery',
          paragraphs: [
            'Sleep 7 to 9 hours, keep at least one full rest day, and cut the load by 40% for one week every 6 to 8 weeks.',
          ],
        },
      ],
      disclaimer: disclaimer.en,
    },
  },
  nutrition: {
    fr: {
      title: 'Guide Nutrition Zak Coaching',
      subtitle: 'Calculer ses calories et ses macros',
      sections: [
        {
          heading: '1. Vos besoins caloriques',
          paragraphs: [
            'Estimation simple : poids en kg x 30 pour une activité modérée. Pesez-vous chaque matin et suivez la moyenne de la semaine, pas le chiffre du jour.',
          ],
          bullets: [
            'Prise de masse : +200 à +300 kcal par jour.',
            'Sèche : -300 à -500 kcal par jour.',
            'Objectif : 0,25 à 0,5 % du poids de corps par semaine.',
          ],
        },
        {
          heading: '2. Les macronutriments',
          paragraphs: [
            'Protéines : 1,8 à 2,2 g par kg de poids de corps. Lipides : 0,8 à 1 g par kg. Les glucides complètent le reste des calories.',
            'Exemple pour 80 kg à 2 400 kcal : 160 g de protéines (640 kcal), 70 g de lipides (630 kcal), 280 g de glucides (1 120 kcal).',
          ],
        },
        {
          heading: '3. Une journée type',
          paragraphs: ['Quatre repas, chacun avec une source de protéines :'],
          bullets: [
            "Petit-déjeuner : flocons d'avoine, fromage blanc, fruits rouges.",
            "Déjeuner : riz, poulet, légumes, huile d'olive.",
            'Collation : yaourt grec, banane, amandes.',
            'Dîner : pommes de terre, poisson ou œufs, salade.',
          ],
        },
        {
          heading: '4. Ajuster chaque semaine',
          paragraphs: [
            'Si la moyenne du poids ne bouge pas dans le sens voulu pendant deux semaines, ajustez de 150 à 200 kcal, de préférence sur les glucides.',
          ],
        },
      ],
      disclaimer: disclaimer.fr,
    },
    en: {
      title: 'Zak Coaching Nutrition Guide',
      subtitle: 'Working out your calories and macros',
      sections: [
        {
          heading: '1. Your calorie needs',
          paragraphs: [
            'A simple estimate: body weight in kg x 30 for moderate activity. Weigh yourself every morning and follow the weekly average, not the daily number.',
          ],
          bullets: [
            'Bulking: +200 to +300 kcal a day.',
            'Cutting: -300 to -500 kcal a day.',
            'Target: 0.25 to 0.5% of body weight per week.',
          ],
        },
        {
          heading: '2. Macronutrients',
          paragraphs: [
            'Protein: 1.8 to 2.2 g per kg of body weight. Fat: 0.8 to 1 g per kg. Carbohydrates fill the remaining calories.',
            'Example for 80 kg at 2,400 kcal: 160 g protein (640 kcal), 70 g fat (630 kcal), 280 g carbohydrates (1,120 kcal).',
          ],
        },
        {
          heading: '3. A sample day',
          paragraphs: ['Four meals, each with a protein source:'],
          bullets: [
            'Breakfast: oats, cottage cheese, berries.',
            'Lunch: rice, chicken, vegetables, olive oil.',
            'Snack: Greek yoghurt, banana, almonds.',
            'Dinner: potatoes, fish or eggs, salad.',
          ],
        },
        {
          heading: '4. Adjust every week',
          paragraphs: [
            'If your average weight does not move the right way for two weeks, adjust by 150 to 200 kcal, preferably from carbohydrates.',
          ],
        },
      ],
      disclaimer: disclaimer.en,
    },
  },
};
