import { Router } from 'express';
import { getPublicSettings } from '../services/setting.service';

export const settingsRouter = Router();

/** What the chat screen needs, for any visitor: welcome message and whether the AI is on. */
settingsRouter.get('/public', async (_req, res) => {
  res.set('Cache-Control', 'no-cache');
  res.json(await getPublicSettings());
});
