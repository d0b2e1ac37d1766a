// The sign-up's two boxes, and the same question asked once after sign-in of members who have
// not answered it (issue 40), or asked again when the administrator changed the terms.
export const consent = {
  adult: "J'ai 18 ans ou plus.",
  termsBefore: "J'accepte les ",
  termsLink: 'conditions générales',
  termsBetween: ' et la ',
  privacyLink: 'politique de confidentialité',
  termsAfter: '.',
  errors: {
    adultRequired: 'Confirmez avoir 18 ans ou plus pour créer un compte.',
    termsRequired:
      'Acceptez les conditions générales et la politique de confidentialité pour continuer.',
  },
  email: 'Adresse e-mail (facultative)',
  emailHint:
    'Pour récupérer votre compte si vous oubliez votre mot de passe : un lien de vérification vous y sera envoyé.',
  promptTitle: 'Avant de continuer',
  promptIntro:
    'Zak Coaching est un service payant réservé aux adultes. Confirmez votre âge et acceptez nos conditions pour accéder à votre espace.',
  renewalTitle: 'Nos conditions ont changé',
  renewalIntro:
    'Nous avons mis à jour nos conditions générales. Relisez-les, puis confirmez votre âge et acceptez-les pour continuer à utiliser votre espace.',
  promptSubmit: 'Accepter et continuer',
  promptPending: 'Enregistrement...',
  signOut: 'Se déconnecter',
  failed: "Votre réponse n'a pas pu être enregistrée.",
};
