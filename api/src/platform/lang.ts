import type { Request } from 'express';
import type { Msg } from './messages';

/** The answer's language: English when the client prefers it (Accept-Language), French otherwise. */
export function lang(req: Request): 'fr' | 'en' {
  return req.acceptsLanguages('fr', 'en') === 'en' ? 'en' : 'fr';
}

export function say(req: Request, msg: Msg): string {
  return msg[lang(req)];
}
