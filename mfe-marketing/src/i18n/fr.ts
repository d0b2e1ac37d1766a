import { BRAND_NAME, PRODUCT_NAME } from '../lib/brand';

const ai = PRODUCT_NAME.fr;

/** French is the source language: its shape is the type every other language must satisfy. */
export const fr = {
  meta: {
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
    privacy: {
      title: `Politique de confidentialité | ${BRAND_NAME}`,
      description: `Quelles données ${BRAND_NAME} conserve, pourquoi, combien de temps, et vos droits RGPD.`,
    },
    notFound: {
      title: `Page introuvable | ${BRAND_NAME}`,
      description: 'Cette page n’existe pas.',
    },
  },
  common: {
    subscribe: 'S’abonner maintenant',
    subscribeAi: `S’abonner à ${ai}`,
    learnMore: 'En savoir plus',
    newTab: '(ouvre un nouvel onglet)',
  },
  home: {
    hero: {
      eyebrow: `${BRAND_NAME} présente`,
      title: `${ai} : l’IA sans censure pour une transformation extrême`,
      tagline:
        'Entraînement, nutrition, préparation : des réponses directes, sans filtre, par une IA formée à 15 ans d’expérience en culturisme professionnel.',
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
      title: 'Ce que l’IA fait pour vous',
      cards: [
        {
          title: 'Programmes d’entraînement',
          text: 'Split, volume, intensité adaptés à votre niveau.',
        },
        {
          title: 'Plans nutritionnels',
          text: 'Macros, calories et repas calculés pour votre objectif.',
        },
        {
          title: 'Compléments légaux',
          text: 'Ce qui fonctionne, les dosages et ce qu’il faut éviter.',
        },
        {
          title: 'Récupération et sommeil',
          text: 'Optimisez votre repos pour progresser plus vite.',
        },
      ],
      seeAll: 'Voir toutes les fonctionnalités',
    },
    preview: {
      title: 'Aperçu de l’interface',
      caption: 'Exemple de conversation',
      userLabel: 'Vous',
      aiLabel: ai,
      userMessage: 'Je pèse 80 kg, je veux sécher sans perdre de muscle. Par quoi je commence ?',
      aiMessage:
        'Déficit modéré de 300 à 500 kcal, 2 g de protéines par kg, entraînement lourd conservé et 8 000 pas par jour. On ajuste chaque semaine selon votre poids moyen.',
      cta: 'Accéder à l’IA maintenant',
    },
    offers: {
      title: 'Nos offres',
      popular: 'POPULAIRE',
      ai: {
        name: ai,
        price: '4,99 €',
        period: '/mois',
        features: [
          'Accès illimité à l’assistant IA',
          'Historique et export des conversations',
          'Accès accordé par l’administrateur après abonnement',
        ],
        cta: 'S’abonner',
      },
      lite: {
        name: 'Coaching LITE',
        price: '49 €',
        period: 'paiement unique',
        features: [
          'Plan alimentaire personnalisé',
          'Programme d’entraînement personnalisé',
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
      text: 'Rejoignez les membres qui s’entraînent avec une IA qui ne tourne pas autour du pot.',
      stats: [
        { value: '24/7', label: 'Disponibilité' },
        { value: '100%', label: 'Sans censure' },
        { value: '∞', label: 'Questions' },
      ],
    },
    claims: {
      title: 'Un coach qui connaît le terrain',
      items: [
        { value: '15 ans', label: 'd’expérience en culturisme professionnel' },
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
  },
  info: {
    splash: `Initialisation ${ai}...`,
    hero: {
      badge: 'Coach IA de musculation',
      title: `${ai}, le coach qui dit les choses telles qu’elles sont`,
      text: 'Une IA spécialisée en culturisme et transformation physique, sans les refus et les généralités d’un chatbot généraliste.',
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
        'Réglages d’affichage',
        'Sans engagement',
      ],
      note: 'Après votre abonnement, l’administrateur active votre accès IA.',
    },
    warning: {
      title: 'Avertissement santé',
      text: `${ai} est une IA éducative et non médicale, réservée aux adultes. Elle ne remplace pas un médecin ni un professionnel de santé. Consultez un professionnel avant tout changement important d’alimentation, d’entraînement ou de complémentation. Utilisation à vos propres risques.`,
    },
    finalCta: {
      title: 'Commencez aujourd’hui',
      text: 'Abonnez-vous, créez votre compte, et votre accès est activé par l’administrateur.',
      account: 'Créer mon compte',
    },
  },
  contact: {
    title: 'Contactez-nous',
    intro: 'Une question sur le coaching ou sur l’IA ? Choisissez le canal qui vous convient.',
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
      'Transformation garantie avec de l’engagement.',
    ],
    socialTitle: 'Réseaux sociaux',
    socialText: 'Retrouvez nos conseils, nos résultats et nos annonces.',
  },
  auth: {
    backHome: 'Retour à l’accueil',
    login: {
      title: 'Connexion',
      subtitle: 'Connectez-vous à votre espace personnel',
      submit: 'Se connecter',
      pending: 'Connexion...',
      toggle: 'Pas encore de compte ? Créer un compte',
    },
    register: {
      title: 'Inscription',
      subtitle: 'Créez votre compte pour commencer',
      submit: 'Créer mon compte',
      pending: 'Création...',
      toggle: 'Déjà un compte ? Se connecter',
      notice:
        'L’accès à l’IA nécessite un abonnement payant. Après votre inscription, contactez l’administrateur pour qu’il active votre accès.',
    },
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    errors: {
      usernameRequired: 'Le nom d’utilisateur est requis',
      passwordRequired: 'Le mot de passe est requis',
      passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
    },
    toasts: {
      loginSuccessTitle: 'Connexion réussie',
      loginSuccessText: `Bienvenue sur ${BRAND_NAME} !`,
      loginErrorTitle: 'Erreur de connexion',
      loginErrorFallback: 'Nom d’utilisateur ou mot de passe incorrect.',
      registerSuccessTitle: 'Compte créé !',
      registerSuccessFallback: 'Vous pouvez maintenant vous connecter.',
      registerErrorTitle: 'Erreur d’inscription',
      registerErrorFallback: 'Une erreur est survenue.',
    },
  },
  account: {
    loading: 'Chargement de votre espace...',
    welcome: 'Bienvenue,',
    subtitle: 'Votre transformation continue.',
    progress: 'Mutation en cours... 75%',
    progressLabel: 'Progression de la transformation',
    details: {
      title: 'Détails du compte',
      username: 'Nom d’utilisateur',
      status: 'Statut',
      badge: 'Lite',
      memberSince: 'Membre depuis',
      nextDue: 'Prochaine échéance',
      none: 'Aucune',
      manage: 'Gérer mon abonnement',
    },
    ai: {
      title: 'Accès IA',
      limited: 'Accès limité - Formule Lite',
      active: 'Accès IA actif',
      expires: 'Expire le',
      noExpiry: 'Sans date d’expiration',
      upgrade: 'Passez à PRO pour un suivi complet par votre coach.',
      noAccess: 'Abonnez-vous puis contactez l’administrateur pour activer l’IA.',
      launch: 'Lancer l’IA (Version Lite)',
    },
    downloads: {
      title: 'Téléchargements',
      download: 'Télécharger',
      locked: 'Passez à PRO pour débloquer ce guide',
      lockedGuide: 'Guide Suppléments PRO',
      pdf: 'PDF',
    },
    orders: {
      title: 'Historique des commandes',
      item: 'Zak Coaching LITE',
      price: '49€',
      invoice: 'Demander la facture',
      invoiceSubject: 'Facture Zak Coaching LITE',
    },
    data: {
      title: 'Mes données (RGPD)',
      intro: 'Téléchargez, modifiez ou supprimez vos données personnelles.',
      export: 'Télécharger mes données',
      exporting: 'Préparation...',
      exportDone: 'Vos données ont été téléchargées.',
      exportError: 'Impossible de télécharger vos données.',
      privacyLink: 'Politique de confidentialité',
    },
    password: {
      title: 'Changer mon mot de passe',
      current: 'Mot de passe actuel',
      next: 'Nouveau mot de passe',
      confirm: 'Confirmer le nouveau mot de passe',
      submit: 'Changer le mot de passe',
      pending: 'Modification...',
      mismatch: 'Les mots de passe ne correspondent pas',
      success: 'Mot de passe modifié. Reconnectez-vous avec le nouveau mot de passe.',
      error: 'Impossible de modifier le mot de passe',
    },
    deletion: {
      title: 'Supprimer mon compte',
      text: 'Votre compte, vos conversations et vos messages seront définitivement effacés.',
      password: 'Mot de passe pour confirmer',
      submit: 'Supprimer définitivement mon compte',
      pending: 'Suppression...',
      success: 'Votre compte a été supprimé.',
      error: 'Impossible de supprimer le compte',
      adminRefused: 'Un compte administrateur ne peut pas être supprimé ici.',
    },
    logout: 'Se déconnecter',
    loggingOut: 'Déconnexion...',
    errorTitle: 'Erreur',
    successTitle: 'Succès',
  },
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : novembre 2026',
    sections: [
      {
        title: 'Ce que nous conservons',
        paragraphs: [
          'Votre compte : nom d’utilisateur, adresse e-mail si vous la donnez, mot de passe stocké uniquement sous forme de hachage argon2id, rôle, statut de l’accès IA et sa date d’expiration, dates d’inscription et de dernière connexion.',
          'Vos conversations avec l’IA : titres, messages et nombre de jetons consommés.',
          'Pour les administrateurs : un journal de leurs actions, avec l’adresse IP et le navigateur utilisés.',
        ],
      },
      {
        title: 'Pourquoi',
        paragraphs: [
          'Pour vous identifier, vous donner accès à votre espace et à l’IA, conserver votre historique de conversations et mesurer l’usage du service. Nous ne vendons ni ne partageons vos données, et nous ne faisons aucun suivi publicitaire.',
        ],
      },
      {
        title: 'Combien de temps',
        paragraphs: [
          'Vos données sont conservées tant que votre compte existe. Vous pouvez supprimer une conversation à tout moment, et supprimer votre compte depuis votre espace : le compte, ses conversations et ses messages sont alors effacés immédiatement.',
        ],
      },
      {
        title: 'Cookies',
        paragraphs: [
          'Le seul cookie utilisé est le cookie de session, essentiel au fonctionnement de la connexion. Il expire à la déconnexion ou après une période d’inactivité. Votre choix de langue est gardé dans le stockage local de votre navigateur, jamais envoyé au serveur.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          'Depuis votre espace membre, vous pouvez télécharger toutes vos données au format JSON, changer votre mot de passe et supprimer votre compte. Pour toute autre demande (rectification, opposition), écrivez-nous : nous répondons sous 24 h.',
        ],
      },
    ],
    contact: 'Nous contacter',
  },
  // The spec gives the 404 texts verbatim in English; the explanation below is translated.
  notFound: {
    title: '404 Page Not Found',
    text: 'Did you forget to add the page to the router?',
    explanation: 'Cette page n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
};

export type Messages = typeof fr;
