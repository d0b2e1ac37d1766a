// Why a signed-in member has no AI access: the sign-in screen after the chat's redirect and the
// account page's AI card say the same.
export const access = {
  pending: {
    title: "Votre accès à l'IA n'est pas encore actif",
    text: "Zak IA demande un abonnement (4,99 € / mois). Abonnez-vous : l'IA s'active dès que le paiement est reçu. Déjà abonné ? Contactez-nous et nous activerons votre accès.",
  },
  expired: {
    title: "Votre abonnement à l'IA est terminé",
    text: 'Abonnez-vous à nouveau pour réactiver Zak IA. Une question sur votre abonnement ? Contactez-nous.',
  },
  subscribe: "S'abonner (4,99 € / mois)",
  contact: 'Nous contacter',
};
