import { BRAND_NAME, PRODUCT_NAME } from '../../lib/brand';

const ai = PRODUCT_NAME.fr;

export const home = {
  hero: {
    eyebrow: `${BRAND_NAME} présente`,
    title: `${ai} : l'IA sans censure pour une transformation extrême`,
    tagline:
      "Entraînement, nutrition, préparation : des réponses directes, sans filtre, par une IA formée à 15 ans d'expérience en culturisme professionnel.",
  },
  why: {
    title: `Pourquoi ${ai} ?`,
    cards: [
      {
        title: 'IA illimitée',
        text: 'Posez autant de questions que vous voulez, 24 h/24, sans quota ni attente.',
      },
      {
        title: 'Analyse instantanée',
        text: 'Programme, repas, progression : une analyse précise en quelques secondes.',
      },
      {
        title: 'Résultats extrêmes',
        text: 'Des stratégies pensées pour la transformation physique, pas pour le grand public.',
      },
    ],
  },
  capabilities: {
    title: "Ce que l'IA fait pour vous",
    cards: [
      {
        title: "Programmes d'entraînement",
        text: 'Split, volume, intensité adaptés à votre niveau.',
      },
      {
        title: 'Plans nutritionnels',
        text: 'Macros, calories et repas calculés pour votre objectif.',
      },
      {
        title: 'Compléments légaux',
        text: "Ce qui fonctionne, les dosages et ce qu'il faut éviter.",
      },
      {
        title: 'Récupération et sommeil',
        text: 'Optimisez votre repos pour progresser plus vite.',
      },
    ],
    seeAll: 'Voir toutes les fonctionnalités',
  },
  preview: {
    title: "Aperçu de l'interface",
    caption: 'Exemple de conversation',
    userLabel: 'Vous',
    aiLabel: ai,
    userMessage: 'Je pèse 80 kg, je veux sécher sans perdre de muscle. Par quoi je commence ?',
    aiMessage:
      'Déficit modéré de 300 à 500 kcal, 2 g de protéines par kg, entraînement lourd conservé et 8 000 pas par jour. On ajuste chaque semaine selon votre poids moyen.',
    cta: "Accéder à l'IA maintenant",
  },
  offers: {
    title: 'Nos offres',
    popular: 'POPULAIRE',
    ai: {
      name: ai,
      price: '4,99 €',
      period: '/mois',
      features: [
        "Accès illimité à l'assistant IA",
        'Historique et export des conversations',
        'Accès activé dès que le paiement est reçu',
      ],
      cta: "S'abonner",
    },
    lite: {
      name: 'Coaching LITE',
      price: '49 €',
      period: 'paiement unique',
      features: [
        'Plan alimentaire personnalisé',
        "Programme d'entraînement personnalisé",
        'Livré en 24 h',
        'Sans suivi',
      ],
      cta: 'Commander LITE',
    },
    pro: {
      name: 'Coaching PRO',
      price: '129 €',
      period: '/mois',
      features: [
        'Alimentation et entraînement',
        'Suivi sur Discord (membres PRO uniquement)',
        'Modifications selon vos progrès ou une pathologie',
      ],
      cta: 'Rejoindre PRO',
    },
  },
  cta: {
    title: 'Prêt à transformer votre physique ?',
    text: "Rejoignez les membres qui s'entraînent avec une IA qui ne tourne pas autour du pot.",
    stats: [
      { value: '24/7', label: 'Disponibilité' },
      { value: '100%', label: 'Sans censure' },
      { value: '∞', label: 'Questions' },
    ],
  },
  claims: {
    title: 'Un coach qui connaît le terrain',
    items: [
      { value: '15 ans', label: "d'expérience en culturisme professionnel" },
      { value: '2-4 h', label: 'de temps de réponse moyen du coaching humain' },
      { value: '24 h', label: 'pour une réponse à votre message' },
    ],
  },
  contact: {
    title: 'Une question ?',
    text: 'Écrivez-nous ou suivez-nous sur les réseaux : réponse sous 24 h.',
    contactLink: 'Nous contacter',
    socialLink: 'Nos réseaux sociaux',
  },
};
