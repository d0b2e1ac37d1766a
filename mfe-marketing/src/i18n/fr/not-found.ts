// The spec gives the 404 texts verbatim in English; the explanation below is translated.
export const notFound = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  explanation: "Cette page n'existe pas ou a été déplacée.",
  home: "Retour à l'accueil",
};
