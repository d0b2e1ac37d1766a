import { BRAND_NAME } from '../../lib/brand';

export const auth = {
  backHome: "Retour à l'accueil",
  toAccount: 'Aller à mon espace',
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
      "L'accès à l'IA nécessite un abonnement payant : après votre inscription, abonnez-vous depuis votre espace, l'IA s'active dès que le paiement est reçu. Déjà abonné ? Contactez l'administrateur et il activera votre accès.",
  },
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  errors: {
    usernameRequired: "Le nom d'utilisateur est requis",
    passwordRequired: 'Le mot de passe est requis',
    passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  },
  toasts: {
    loginSuccessTitle: 'Connexion réussie',
    loginSuccessText: `Bienvenue sur ${BRAND_NAME} !`,
    loginErrorTitle: 'Erreur de connexion',
    loginErrorFallback: "Nom d'utilisateur ou mot de passe incorrect.",
    registerSuccessTitle: 'Compte créé !',
    registerSuccessFallback: 'Vous pouvez maintenant vous connecter.',
    registerErrorTitle: "Erreur d'inscription",
    registerErrorFallback: 'Une erreur est survenue.',
  },
};
