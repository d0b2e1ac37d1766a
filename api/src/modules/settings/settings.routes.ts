import { Router } from 'express';
import { lang } from '../../platform/lang';
import { getPublicSettings } from './setting.service';

export const settingsRouter = Router();

/**
 * What the chat screen needs, for any visitor: the welcome message in the screen's language
 * (Accept-Language) and whether the AI is on.
 */
settingsRouter.get('/public', async (req, res) => {
  res.set('Cache-Control', 'no-cache');
  res.vary('Accept-Language');
  res.json(await getPublicSettings(lang(req)));
});
