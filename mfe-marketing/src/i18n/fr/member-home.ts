export const memberHome = {
  title: 'Accueil',
  today: (date: string) => `Aujourd'hui : ${date}`,
  session: {
    title: 'Séance prévue',
    next: (day: string, routine: string) => `${day} — ${routine}`,
    exercises: (n: number) => (n === 1 ? '1 exercice' : `${n} exercices`),
    inProgress: 'Une séance est en cours.',
    none: 'Pas encore de programme actif : créez-en un ou enregistrez celui du coach.',
    open: "Ouvrir l'entraînement",
    error: "L'entraînement n'a pas pu être chargé.",
  },
  coach: {
    title: 'Dernière réponse du coach',
    none: 'Pas encore de conversation avec le coach.',
    open: 'Ouvrir le coach',
    error: "Les conversations n'ont pas pu être chargées.",
  },
  loading: 'Chargement...',
};
