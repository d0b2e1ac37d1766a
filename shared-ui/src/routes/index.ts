// The site's route table (every page and which remote renders it), shared by the shell's router
// and the server (which answers 404 for anything else).
import table from './route-table.json';

export type RemoteKey = 'marketing' | 'chat' | 'admin' | 'training';

export const ROUTE_TABLE: Readonly<Record<RemoteKey, readonly string[]>> = table;

export const ROUTES = {
  home: '/',
  info: '/zak-ia-info',
  contact: '/contact',
  contactSocial: '/contact#social',
  auth: '/auth',
  login: '/login',
  account: '/account',
  accountFr: '/mon-compte',
  memberHome: '/accueil',
  memberHomeEn: '/home',
  progress: '/progres',
  progressEn: '/progress',
  privacy: '/privacy',
  legalNotice: '/mentions-legales',
  terms: '/conditions-generales',
  chat: '/ia',
  chatApp: '/app/ia',
  chatAccess: '/acces-ia',
  admin: '/admin',
  training: '/entrainement',
  trainingEn: '/training',
} as const;

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Which remote renders a path; null for an unknown path (the 404 page, rendered by marketing). */
export function remoteForPath(pathname: string): RemoteKey | null {
  const path = normalise(pathname);
  for (const key of Object.keys(ROUTE_TABLE) as RemoteKey[]) {
    if (ROUTE_TABLE[key].includes(path)) return key;
  }
  return null;
}

export function isKnownRoute(pathname: string): boolean {
  return remoteForPath(pathname) !== null;
}

export * from './page-preview';
export * from './chat-access';
export * from './admin-access';
export * from './consent';
