import { PRODUCT_NAME } from '../../lib/brand';

const ai = PRODUCT_NAME.fr;

export const info = {
  splash: `Initialisation ${ai}...`,
  hero: {
    badge: 'Coach IA de musculation',
    title: `${ai}, le coach qui dit les choses telles qu'elles sont`,
    text: "Une IA spécialisée en culturisme et transformation physique, sans les refus et les généralités d'un chatbot généraliste.",
  },
  comparison: {
    title: `${ai} face à un chatbot généraliste`,
    caption: `Comparaison entre ${ai} et un chatbot généraliste`,
    feature: 'Critère',
    ours: ai,
    theirs: 'Chatbot généraliste',
    yes: 'Oui',
    no: 'Non',
    partial: 'Partiel',
    rows: [
      { label: 'Spécialisé en musculation et nutrition sportive', ours: 'yes', theirs: 'no' },
      { label: 'Réponses directes, sans censure', ours: 'yes', theirs: 'no' },
      { label: 'Programmes et plans chiffrés', ours: 'yes', theirs: 'partial' },
      {
        label: 'Connaissance des compléments et de leurs dosages',
        ours: 'yes',
        theirs: 'partial',
      },
      { label: 'Historique et export de vos conversations', ours: 'yes', theirs: 'yes' },
      { label: 'Conseils pour créateurs YouTube et TikTok fitness', ours: 'yes', theirs: 'no' },
    ],
  },
  features: {
    title: 'Six fonctionnalités clés',
    cards: [
      {
        title: 'Programmes sur mesure',
        text: 'Des cycles complets selon votre niveau, votre matériel et votre temps.',
      },
      {
        title: 'Nutrition calculée',
        text: 'Calories, macros et menus ajustés à votre objectif de masse ou de sèche.',
      },
      {
        title: 'Stack légaux et compléments',
        text: 'Ce qui est efficace, les dosages, les interactions à connaître.',
      },
      {
        title: 'Sommeil et récupération',
        text: 'Routines concrètes pour mieux récupérer entre les séances.',
      },
      {
        title: 'Création de contenu',
        text: 'Idées et plans de contenu pour YouTube et TikTok fitness.',
      },
      {
        title: 'Historique et export',
        text: 'Retrouvez vos conversations et exportez-les en un clic.',
      },
    ],
  },
  price: {
    title: 'Un seul tarif, tout compris',
    name: `Abonnement ${ai}`,
    amount: '4,99 €',
    period: 'par mois',
    features: [
      'Questions illimitées',
      'Historique des conversations',
      "Réglages d'affichage",
      'Sans engagement',
    ],
    note: "L'IA s'active dès que le paiement est reçu, sur le compte depuis lequel vous vous abonnez.",
  },
  warning: {
    title: 'Avertissement santé',
    text: `${ai} est une IA éducative et non médicale, réservée aux adultes. Elle ne remplace pas un médecin ni un professionnel de santé. Consultez un professionnel avant tout changement important d'alimentation, d'entraînement ou de complémentation. Utilisation à vos propres risques.`,
  },
  finalCta: {
    title: "Commencez aujourd'hui",
    text: "Créez votre compte et abonnez-vous depuis votre espace : l'IA s'active dès que le paiement est reçu.",
    account: 'Créer mon compte',
  },
};
