export const privacy = {
  title: 'Politique de confidentialité',
  updated: 'Dernière mise à jour : novembre 2026',
  sections: [
    {
      title: 'Ce que nous conservons',
      paragraphs: [
        "Votre compte : nom d'utilisateur, adresse e-mail si vous la donnez, mot de passe stocké uniquement sous forme de hachage argon2id, rôle, statut de l'accès IA et sa date d'expiration, dates d'inscription et de dernière connexion.",
        "Vos conversations avec l'IA : titres, messages et nombre de jetons consommés.",
        "Pour les administrateurs : un journal de leurs actions, avec l'adresse IP et le navigateur utilisés.",
      ],
    },
    {
      title: 'Pourquoi',
      paragraphs: [
        "Pour vous identifier, vous donner accès à votre espace et à l'IA, conserver votre historique de conversations et mesurer l'usage du service. Nous ne vendons ni ne partageons vos données, et nous ne faisons aucun suivi publicitaire.",
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
        "Le seul cookie utilisé est le cookie de session, essentiel au fonctionnement de la connexion. Il expire à la déconnexion ou après une période d'inactivité. Votre choix de langue est gardé dans le stockage local de votre navigateur, jamais envoyé au serveur.",
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
};
