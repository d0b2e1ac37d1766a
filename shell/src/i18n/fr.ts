export const fr = {
  skipToContent: 'Aller au contenu',
  brandHome: 'Zak Coaching, accueil',
  nav: {
    label: 'Navigation principale',
    aiLoginRequired: 'IA (Connexion requise)',
    account: 'Compte',
    logout: 'Déconnexion',
    back: 'Retour',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menu: 'Menu',
    member: 'Navigation du membre',
  },
  update: {
    available: 'Nouvelle version disponible',
    reload: 'Recharger',
    offlineReady: 'Prêt hors ligne : ces écrans s’ouvrent aussi sans réseau.',
  },
  remote: {
    loading: 'Chargement...',
    failedTitle: 'Cette partie du site est momentanément indisponible.',
    failedText: 'Le reste du site fonctionne. Vérifiez votre connexion puis réessayez.',
    retry: 'Réessayer',
    names: {
      marketing: 'Site',
      chat: 'Chat IA',
      admin: 'Administration',
      training: 'Entraînement',
    },
  },
  admin: {
    checking: 'Vérification des accès...',
    denied: 'Accès non autorisé',
    home: "Retour à l'accueil",
  },
  crash: {
    title: 'Une erreur inattendue est survenue.',
    reload: 'Recharger la page',
  },
  footer: {
    blurb:
      "Coaching de musculation et de transformation physique par une IA sans filtre, construite sur 15 ans d'expérience du bodybuilding professionnel.",
    usefulLinks: 'Liens utiles',
    legal: 'Mentions légales',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    social: 'Réseaux sociaux',
    copyright: (year: number, brand: string) => `© ${year} ${brand}. Tous droits réservés.`,
    warningTitle: 'Avertissement :',
    warning:
      'IA à but éducatif, non médicale, réservée aux adultes. Elle ne remplace pas un professionnel de santé. Utilisation à vos propres risques.',
  },
};
