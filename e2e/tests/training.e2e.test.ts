// The training log (issue #34) on a 390 px phone, in real Chromium against the real API, the
// offline coach and the shell's service worker: a member saves the coach's programme as a routine
// from the chat, starts its first day, logs sets with the rest timer and the plate calculator,
// loses the network (the page reloads from the worker, the sets wait in IndexedDB), gets it back
// and finds every set stored exactly once, then sees the records beaten and next session's
// targets with the double-progression rule. The same save and logging in English.
import type { Browser, Page } from 'playwright-core';
import { baseUrl, createUser, launchBrowser, loginUser, openPage } from '../harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

const TEXT = {
  fr: {
    composer: 'Ton message',
    ask: 'Fais-moi un programme full body 3 jours par semaine, débutant, en salle',
    stop: 'Arrêter la réponse',
    save: 'Enregistrer ce programme',
    saved: 'Programme enregistré dans tes programmes.',
    open: 'Voir dans Entraînement',
    home: '/entrainement',
    routines: 'Mes programmes',
    start: /^Commencer la séance /,
    weight: 'Charge (kg), Série',
    reps: 'Répétitions, Série',
    tick: 'Valider la série',
    rest: /^Repos restant /,
    plates: 'Disques',
    target: 'Charge visée (kg)',
    perSide: 'De chaque côté : 25 + 15',
  },
  en: {
    composer: 'Your message',
    ask: 'Make me a 3-day full body programme, beginner, gym',
    stop: 'Stop the reply',
    save: 'Save this programme',
    saved: 'Programme saved to your routines.',
    open: 'Open in Training',
    home: '/training',
    routines: 'My routines',
    start: /^Start the .* session$/,
    weight: 'Weight (kg), Set',
    reps: 'Reps, Set',
    tick: 'Complete set',
    rest: /^Rest left /,
    plates: 'Plates',
    target: 'Target weight (kg)',
    perSide: 'Each side: 25 + 15',
  },
} as const;

type Lang = keyof typeof TEXT;

interface Routine {
  id: string;
  days: Array<{
    name: string;
    exercises: Array<{ exerciseId: string; sets: Array<{ repsMin: number; repsMax: number }> }>;
  }>;
}

/** Asks the offline coach for a programme in the chat and saves it with the answer's button. */
async function saveCoachProgramme(page: Page, lang: Lang): Promise<void> {
  const t = TEXT[lang];
  await page.goto('/ia');
  const composer = page.getByRole('textbox', { name: t.composer });
  await composer.fill(t.ask);
  await page.getByRole('button', { name: lang === 'fr' ? 'Envoyer' : 'Send' }).click();
  const save = page.getByRole('button', { name: t.save });
  await save.waitFor({ timeout: 30_000 });
  await save.click();
  await page.getByText(t.saved).waitFor();
  await page.getByRole('link', { name: t.open }).click();
  await page.waitForURL(`**${t.home}`);
}

/** Fills and ticks set `n` of the first exercise's block. */
async function logSet(page: Page, lang: Lang, n: number, kg: number, reps: number) {
  const t = TEXT[lang];
  await page.getByLabel(`${t.weight} ${n}`, { exact: true }).first().fill(String(kg));
  await page.getByLabel(`${t.reps} ${n}`, { exact: true }).first().fill(String(reps));
  await page
    .getByRole('button', { name: `${t.tick} ${n}`, exact: true })
    .first()
    .click();
  await page
    .getByRole('button', { name: `${t.tick} ${n}`, exact: true })
    .first()
    .and(page.locator('[aria-pressed="true"]'))
    .waitFor();
}

test('French, 390 px: the coach’s programme saved, a session logged with the rest timer and the plates, offline sets stored once, records and the rule', async () => {
  const t = TEXT.fr;
  const user = await createUser(baseUrl(), { aiAccess: true, prefix: 'training' });
  const { page, context, errors } = await openPage(browser, baseUrl(), {
    viewport: PHONE,
    // Offline on purpose: the requests the screens make then fail, and the browser says so.
    allowErrors: [
      /favicon/,
      /net::ERR_INTERNET_DISCONNECTED/,
      /net::ERR_FAILED/,
      /Failed to fetch/,
    ],
  });
  await loginUser(context, baseUrl(), user);
  await saveCoachProgramme(page, 'fr');

  // The saved routine, as the API keeps it; last week's session of its first lift at the top of
  // the range, so this session's targets add load.
  const api = context.request;
  const routine = (await (await api.get('/api/training/routines')).json()) as
    Routine[] | { routines: Routine[] };
  const routines = Array.isArray(routine) ? routine : routine.routines;
  expect(routines).toHaveLength(1);
  const first = routines[0]!.days[0]!.exercises[0]!;
  const top = first.sets[first.sets.length - 1]!.repsMax;
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const seeded = await api.post('/api/training/sessions', {
    data: { clientId: `seed-${user.id}`, startedAt: lastWeek },
    headers: { Origin: baseUrl() },
  });
  expect(seeded.status()).toBe(201);
  const seededId = ((await seeded.json()) as { id: string }).id;
  const sync = await api.put(`/api/training/sessions/${seededId}/sets`, {
    headers: { Origin: baseUrl() },
    data: {
      sets: first.sets.map((_, position) => ({
        clientId: `seed-${user.id}-${position}`,
        exerciseId: first.exerciseId,
        position,
        type: 'normal',
        weightKg: 40,
        reps: top,
        rir: 2,
        completedAt: lastWeek,
      })),
    },
  });
  expect(sync.status()).toBe(200);

  await page.reload();
  await page.getByRole('heading', { name: t.routines }).waitFor();
  await page.getByRole('button', { name: t.start }).first().click();

  // Set 1: ticked, the rest timer runs.
  await logSet(page, 'fr', 1, 42.5, top);
  await page.getByRole('timer', { name: t.rest }).waitFor();

  // The plate calculator for a 100 kg bar: 20 kg bar, 25 + 15 a side.
  await page.getByRole('button', { name: t.plates }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.target).fill('100');
  await dialog.getByText(t.perSide).waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Offline: the page reloads from the service worker, the next sets wait on the phone. The page
  // says when the worker controls it and has kept everything the screens downloaded.
  await page.getByRole('status').getByText('Prêt hors ligne', { exact: false }).waitFor();
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel(`${t.weight} 2`, { exact: true }).first().waitFor();
  for (let n = 2; n <= first.sets.length; n += 1) await logSet(page, 'fr', n, 42.5, top);
  await page.getByText(/séries? en attente d'envoi/).waitFor();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.getByText('Toutes les séries sont enregistrées.').waitFor({ timeout: 40_000 });

  // Stored exactly once each, whatever the retries.
  const sessions = (await (await api.get('/api/training/sessions?limit=5')).json()) as {
    sessions: Array<{ id: string; sets: Array<{ exerciseId: string; weightKg: number }> }>;
  };
  const today = sessions.sessions.find((s) => s.id !== seededId)!;
  const logged = today.sets.filter((s) => s.exerciseId === first.exerciseId);
  expect(logged.map((s) => s.weightKg)).toEqual(first.sets.map(() => 42.5));

  // Finish: the records beaten and next session's targets with their rule.
  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await page.getByRole('heading', { name: 'Séance terminée' }).waitFor();
  await page
    .getByText(/Records battus : .*charge la plus lourde/)
    .first()
    .waitFor();
  await page
    .getByText(
      /Règle : double progression — toutes les séries de travail en haut de la fourchette à RIR ≤ \d → \+\d+(,\d+)? kg\./,
    )
    .first()
    .waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
  await context.close();
});

test('English, 390 px: the coach’s programme saved as a routine and a set logged with the rest timer and the plates', async () => {
  const t = TEXT.en;
  const user = await createUser(baseUrl(), { aiAccess: true, prefix: 'training-en' });
  const { page, context, errors } = await openPage(browser, baseUrl(), {
    viewport: PHONE,
    locale: 'en-GB',
    allowErrors: [/favicon/],
  });
  await loginUser(context, baseUrl(), user);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('zak-coaching:lang', 'en'));
  await saveCoachProgramme(page, 'en');
  await page.getByRole('heading', { name: t.routines }).waitFor();
  await page.getByRole('button', { name: t.start }).first().click();
  await logSet(page, 'en', 1, 40, 10);
  await page.getByRole('timer', { name: t.rest }).waitFor();
  await page.getByRole('button', { name: t.plates }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.target).fill('100');
  await dialog.getByText(t.perSide).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(errors).toEqual([]);
  await context.close();
});
