import type { Request } from 'express';
import type { Config } from '../config';

/** The API's configuration, as createApp stored it (app.locals.config). */
export function appConfig(req: Request): Config {
  return req.app.locals.config as Config;
}
