import { BRAND_NAME, PRODUCT_NAME } from '../../lib/brand';

const ai = PRODUCT_NAME.fr;

export const meta = {
  home: {
    title: `${BRAND_NAME} | Coaching musculation et IA sans filtre`,
    description: `${ai} : le coach IA de musculation sans censure pour une transformation physique extrême. Coaching humain LITE et PRO, réponse sous 24 h.`,
  },
  info: {
    title: `${ai} | Fonctionnalités et tarif à 4,99 €/mois`,
    description: `Découvrez ${ai} : comparaison avec un chatbot généraliste, six fonctionnalités clés, abonnement à 4,99 € par mois sans engagement.`,
  },
  contact: {
    title: `Contact | ${BRAND_NAME}`,
    description: `Contactez ${BRAND_NAME} par e-mail, Instagram ou WhatsApp. Réponse sous 24 h, coaching personnalisé disponible.`,
  },
  auth: {
    title: `Connexion et inscription | ${BRAND_NAME}`,
    description: `Connectez-vous à votre espace ${BRAND_NAME} ou créez votre compte pour accéder à vos guides et à ${ai}.`,
  },
  account: {
    title: `Mon compte | ${BRAND_NAME}`,
    description: `Votre espace membre ${BRAND_NAME} : compte, accès IA, guides, commandes et données personnelles.`,
  },
  memberHome: {
    title: `Accueil membre | ${BRAND_NAME}`,
    description: `Votre journée ${BRAND_NAME} : séance prévue, bilan, moyenne de poids, accès et dernière réponse du coach.`,
  },
  progress: {
    title: `Progression | ${BRAND_NAME}`,
    description: `Votre poids, vos mensurations et vos bilans hebdomadaires ${BRAND_NAME}.`,
  },
  privacy: {
    title: `Politique de confidentialité | ${BRAND_NAME}`,
    description: `Quelles données ${BRAND_NAME} conserve, pourquoi, combien de temps, et vos droits RGPD.`,
  },
  legalNotice: {
    title: `Mentions légales | ${BRAND_NAME}`,
    description: `Éditeur, hébergeur et informations légales du site ${BRAND_NAME}.`,
  },
  terms: {
    title: `Conditions générales | ${BRAND_NAME}`,
    description: `Conditions générales de vente et d'utilisation de ${BRAND_NAME} et de ${ai}.`,
  },
  notFound: {
    title: `Page introuvable | ${BRAND_NAME}`,
    description: "Cette page n'existe pas.",
  },
};
