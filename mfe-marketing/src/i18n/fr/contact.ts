export const contact = {
  title: 'Contactez-nous',
  intro: "Une question sur le coaching ou sur l'IA ? Choisissez le canal qui vous convient.",
  channelsTitle: 'Nos canaux',
  channels: {
    email: { title: 'E-mail', text: 'Pour toute demande détaillée.' },
    instagram: {
      title: 'Instagram',
      text: 'Suivez les transformations et écrivez-nous en message privé.',
    },
    whatsapp: { title: 'WhatsApp', text: 'Pour une réponse rapide.' },
  },
  notesTitle: 'Bon à savoir',
  notes: [
    'Réponse sous 24 h.',
    'Coaching personnalisé disponible.',
    "Transformation garantie avec de l'engagement.",
  ],
  socialTitle: 'Réseaux sociaux',
  socialText: 'Retrouvez nos conseils, nos résultats et nos annonces.',
};
