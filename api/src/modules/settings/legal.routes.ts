import { Router } from 'express';
import { actorOf, requireAdmin, requireUser } from '../members';
import { input, validate } from '../../platform/http/validate';
import { askTermsRenewal, getLegalText, listLegalTexts, saveLegalText } from './legal.service';
import { legalDocSchema, legalTextUpdateSchema } from './legal.validation';

/**
 * The legal pages' texts, for anyone (no session needed). Cached by browsers and the gateway for
 * a minute, then revalidated: the ETag is the text's last change, so an unchanged text answers
 * 304 without a body.
 */
export const legalRouter = Router();

legalRouter.get('/:doc', validate(legalDocSchema), async (req, res) => {
  const { doc } = input(res, legalDocSchema, 'params');
  const text = await getLegalText(doc);
  const etag = `"${doc}-${text.updatedAt ? Date.parse(text.updatedAt) : 0}"`;
  res.set({
    'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
    ETag: etag,
  });
  if (req.get('If-None-Match') === etag) {
    res.status(304).end();
    return;
  }
  res.json(text);
});

/** The administrator's editor (admin panel, Paramètres tab). */
export const adminLegalRouter = Router();
adminLegalRouter.use(requireUser, requireAdmin);

adminLegalRouter.get('/', async (_req, res) => {
  res.json(await listLegalTexts());
});

/** Members who accepted another version of the terms are asked to accept these (TermsRenewal). */
adminLegalRouter.post('/terms/renewal', async (req, res) => {
  res.json(await askTermsRenewal(actorOf(req)));
});

adminLegalRouter.put('/:doc/:lang', validate(legalTextUpdateSchema), async (req, res) => {
  const { doc, lang } = input(res, legalTextUpdateSchema, 'params');
  const { text } = input(res, legalTextUpdateSchema, 'body');
  res.json(await saveLegalText(actorOf(req), doc, lang, text));
});
