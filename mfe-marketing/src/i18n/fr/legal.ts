export const legal = {
  titles: {
    'legal-notice': 'Mentions légales',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
  },
  loading: 'Chargement du texte…',
  loadError: "Le texte n'a pas pu être chargé.",
  retry: 'Réessayer',
  notPublished: "Cette page n'est pas encore publiée.",
  notPublishedHelp: 'Le texte sera bientôt disponible. Pour toute question, contactez-nous.',
  otherLanguage: "Ce texte n'est disponible qu'en anglais.",
  updated: (date: string) => `Dernière mise à jour : ${date}`,
  contact: 'Nous contacter',
};
