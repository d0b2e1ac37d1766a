// The privacy page's built-in text (issue 40): what the product processes, why, for how long and
// the member's rights (GDPR articles 13 and 9). The administrator can replace it in the panel
// (Paramètres, Pages légales); this text is shown while theirs is empty.
export const privacy = {
  title: 'Politique de confidentialité',
  updated: 'Dernière mise à jour : novembre 2026',
  sections: [
    {
      title: 'Qui traite vos données',
      paragraphs: [
        "Zak Coaching, l'éditeur du site (voir les mentions légales), est responsable du traitement de vos données. Pour toute question sur vos données, écrivez-nous depuis la page de contact.",
      ],
    },
    {
      title: 'Ce que nous traitons',
      paragraphs: [
        "Votre compte : nom d'utilisateur, adresse e-mail si vous la donnez (vérifiée par un lien), mot de passe stocké uniquement sous forme de hachage argon2id, rôle, statut de l'accès IA et sa date de fin, dates d'inscription et de dernière connexion.",
        "Votre sécurité : la clé de la double authentification, chiffrée ; les codes de secours et les liens de réinitialisation ou de vérification, stockés sous forme de hachage et utilisables une seule fois ; vos sessions, avec l'adresse IP et le navigateur de chaque connexion, que vous voyez et pouvez fermer depuis votre espace.",
        'Vos conversations avec le coach : titres, messages (y compris ceux que vous avez remplacés en modifiant une question ou en régénérant une réponse) et nombre de jetons consommés.',
        'Votre suivi (données de santé) : poids, taux de masse grasse, mensurations, bilans hebdomadaires (scores et notes) et profil de coaching (taille, âge, sexe, objectif, niveau). Vous seul les saisissez ; vous pouvez les modifier ou les supprimer à tout moment.',
        "Vos paiements : l'abonnement est payé chez nos prestataires de paiement (Stripe ou Shopify), qui traitent votre moyen de paiement ; nous n'en recevons jamais le numéro. Nous recevons leurs notifications : référence, montant, devise, période payée et adresse e-mail de l'achat.",
        "Les e-mails : vérification d'adresse, réinitialisation du mot de passe et avis sur votre accès, envoyés par notre prestataire d'envoi d'e-mails dans la langue de votre compte.",
        "Pour les administrateurs : un journal de leurs actions, avec l'adresse IP et le navigateur utilisés. Le serveur tient aussi des journaux techniques (adresse IP, page demandée, heure) pour la sécurité et le diagnostic ; ils ne contiennent ni mot de passe ni contenu de message.",
      ],
    },
    {
      title: 'Le coach et vos données',
      paragraphs: [
        "Pour personnaliser ses réponses, le coach lit votre profil de coaching, la tendance de votre poids et votre dernier bilan. Un interrupteur dans les réglages du chat l'en empêche, et le chat montre ce que le coach sait de vous. Lorsqu'un modèle d'IA externe est configuré, votre message, l'historique de la conversation et ces données sont envoyés à son fournisseur pour produire la réponse ; sinon, tout reste sur nos serveurs.",
      ],
    },
    {
      title: 'Pourquoi et sur quelle base',
      paragraphs: [
        "Votre compte, votre accès et le chat : l'exécution du contrat qui nous lie. Vos données de santé : votre consentement explicite (article 9 du RGPD), donné en les saisissant et retiré en les supprimant ou en coupant l'interrupteur du coach. Les traces de paiement : nos obligations comptables. Les journaux de sécurité : notre intérêt légitime à protéger le service. Nous ne vendons ni ne partageons vos données, et nous ne faisons aucun suivi publicitaire.",
      ],
    },
    {
      title: 'Combien de temps',
      paragraphs: [
        'Vos données sont conservées tant que votre compte existe. Vous pouvez supprimer une conversation, une pesée ou un bilan à tout moment, et supprimer votre compte depuis votre espace : le compte, ses conversations, son suivi et ses sessions sont alors effacés immédiatement. Les notifications de paiement sont gardées, détachées de votre compte, le temps exigé par nos obligations comptables. Les sauvegardes sont remplacées au fil du temps.',
      ],
    },
    {
      title: 'Cookies et stockage local',
      paragraphs: [
        "Le seul cookie utilisé est le cookie de session, essentiel au fonctionnement de la connexion. Il expire à la déconnexion ou après une période d'inactivité. Vos préférences (langue, thème, réglages du chat) sont gardées dans le stockage local de votre navigateur. Votre choix de langue accompagne aussi chaque requête envoyée au serveur, pour que ses messages et ses e-mails vous parviennent dans votre langue.",
      ],
    },
    {
      title: 'Vos droits',
      paragraphs: [
        "Depuis votre espace membre, vous pouvez télécharger toutes vos données au format JSON (droit d'accès et portabilité), corriger vos informations, fermer vos sessions, changer votre mot de passe et supprimer votre compte (droit à l'effacement). Pour toute autre demande (rectification, opposition, limitation), écrivez-nous : nous répondons sous 24 h. Vous pouvez aussi adresser une réclamation à la CNIL (cnil.fr).",
      ],
    },
  ],
  contact: 'Nous contacter',
};
