// The progress tracker (issue 21, on its own screen since #38) in real Chromium against the real API and the offline coach: a
// member fills the coaching profile, logs the day's weight on top of two weeks already logged,
// sees the chart and the weekly rate, completes a check-in, then asks the coach for a nutrition
// plan and gets numbers from the stored profile without being asked for them. axe on the tracker
// in both languages; on a 390 px phone no horizontal overflow, the chart's tick labels inside the
// chart, a future day refused in words and a toast within the screen.
import type { Browser, Locator } from 'playwright-core';
import {
  SEVERE,
  WCAG_21_AA,
  axeViolations,
  baseUrl,
  createUser,
  launchBrowser,
  loginUser,
  openPage,
} from '../harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FAVICON = [/favicon\.ico/];
const LANG_KEY = 'zak-coaching:lang';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The chart's tick labels whose box leaves the chart's box (as "label: box"), none expected. */
async function labelsOutside(chart: Locator): Promise<string[]> {
  await chart.locator('.recharts-yAxis-tick-labels text').first().waitFor();
  return chart.locator('.recharts-wrapper > svg.recharts-surface').evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    const labels = Array.from(
      svg.parentElement?.querySelectorAll('.recharts-cartesian-axis-tick-value') ?? [],
    );
    return labels
      .map((label) => ({ text: label.textContent ?? '', box: label.getBoundingClientRect() }))
      .filter(
        ({ box }) =>
          box.left < frame.left - 0.5 ||
          box.right > frame.right + 0.5 ||
          box.top < frame.top - 0.5 ||
          box.bottom > frame.bottom + 0.5,
      )
      .map(({ text, box }) => `${text}: ${Math.round(box.left)}-${Math.round(box.right)}`);
  });
}

test('profile, a weigh-in, chart and weekly rate, a check-in, then a nutrition plan from the profile', async () => {
  const member = await createUser(baseUrl(), { aiAccess: true, prefix: 'progress' });
  const tracked = await openPage(browser, baseUrl(), { allowErrors: FAVICON });
  const { page, context } = tracked;
  try {
    await loginUser(context, baseUrl(), member);
    // Two weeks already logged (through the API, as the tracker's form would): 81 kg, then 80.5.
    for (let i = 13; i >= 1; i -= 1) {
      const res = await context.request.post(`${baseUrl()}/api/progress/weights`, {
        data: { date: day(-i), weightKg: i >= 7 ? 81 : 80.5 },
        headers: { Origin: baseUrl() },
      });
      expect(res.status()).toBe(200);
    }

    // The tracker has its own screen (issue #38): /progres.
    await page.goto('/progres');
    const tracker = page.getByRole('region', { name: 'Progression' });
    await tracker.getByRole('heading', { name: 'Profil de coaching' }).waitFor();

    // The coaching profile.
    await tracker.getByLabel('Objectif').selectOption('cut');
    await tracker.getByLabel('Taille (cm)', { exact: true }).fill('180');
    await tracker.getByLabel('Année de naissance').fill('1990');
    await tracker.getByLabel('Sexe').selectOption('male');
    await tracker.getByLabel("Jours d'entraînement par semaine").selectOption('4');
    await tracker.getByLabel('Niveau').selectOption('intermediate');
    await tracker.getByLabel('Matériel').selectOption('gym');
    await tracker.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await page.getByText('Enregistré').first().waitFor();

    // Today's weigh-in, typed the French way.
    const weighIn = tracker.getByRole('form', { name: 'Poids' });
    await weighIn.getByLabel('Poids (kg)').fill('80,5');
    await weighIn.getByRole('button', { name: 'Enregistrer le poids' }).click();
    // This week 80.5 kg on average against 81 last week.
    await tracker.getByText('-0,5 kg (-0,62 % du poids par semaine)').waitFor();

    // The chart (loaded on demand) and its table of values.
    const chart = tracker.getByRole('group', { name: 'Évolution du poids' });
    await chart.locator('.recharts-surface').first().waitFor();
    await chart.getByText('Voir les données en tableau').click();
    expect(await chart.getByRole('row').count()).toBe(15); // header + 14 days

    // The weekly check-in: no score chosen in advance, sent once each is chosen.
    const saveCheckIn = tracker.getByRole('button', { name: 'Enregistrer le bilan' });
    expect(await saveCheckIn.isDisabled()).toBe(true);
    for (const score of [
      'Respect de la diète',
      "Respect de l'entraînement",
      'Sommeil',
      'Énergie',
    ]) {
      await tracker.getByLabel(`${score} (de 0 à 10)`).selectOption('6');
    }
    for (const score of ['Stress', 'Faim']) {
      await tracker.getByLabel(`${score} (de 0 à 10)`).selectOption('4');
    }
    await tracker.getByLabel('Notes', { exact: true }).fill('Faim le soir');
    await tracker.getByRole('button', { name: 'Enregistrer le bilan' }).click();
    await tracker.getByRole('cell', { name: 'Faim le soir' }).waitFor();

    expect(await axeViolations(page, { tags: WCAG_21_AA, impacts: SEVERE })).toEqual([]);
    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    // The charts re-measure after the resize (ResizeObserver): wait until they have.
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= 390, null, { timeout: 5000 })
      .catch(() => undefined);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Every tick label of the weight chart inside the chart's box (none cut at the left).
    expect(await labelsOutside(chart)).toEqual([]);

    // A future day in the picker: the form says so, in words.
    const weightForm = tracker.getByRole('form', { name: 'Poids' });
    await weightForm.getByLabel('Date').fill(day(2));
    await weightForm.getByLabel('Poids (kg)').fill('80,4');
    await weightForm.getByRole('button', { name: 'Enregistrer le poids' }).click();
    await weightForm.getByText('La date ne peut pas être dans le futur').waitFor();

    // A toast fits the phone's screen, its close button on it (the earlier ones gone first).
    await page.waitForFunction(() => !document.querySelector('.Toastify__toast'));
    // On a phone the complete profile is folded behind its title.
    await tracker.locator('summary', { hasText: 'Profil de coaching' }).click();
    await tracker.getByRole('button', { name: 'Enregistrer le profil' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    const saved = toasts.getByRole('status').filter({ hasText: 'Enregistré' }).first();
    await saved.waitFor();
    // Its entrance (a slide from the right) over.
    await saved.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = await saved.boundingBox();
    const close = await saved.getByRole('button', { name: 'Fermer' }).boundingBox();
    expect(box && close).toBeTruthy();
    if (box && close) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(close.x).toBeGreaterThanOrEqual(0);
      expect(close.x + close.width).toBeLessThanOrEqual(390);
    }

    // English.
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANG_KEY);
    await page.reload();
    const english = page.getByRole('region', { name: 'Progress' });
    await english.locator('summary', { hasText: 'Coaching profile' }).waitFor();
    await english.getByText('7-day average').first().waitFor();
    expect(await axeViolations(page, { tags: WCAG_21_AA, impacts: SEVERE })).toEqual([]);
    await page.evaluate((key) => localStorage.setItem(key, 'fr'), LANG_KEY);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The coach: a nutrition plan from the stored profile and the 7-day average, no question.
    await page.goto('/ia');
    const composer = page.getByRole('textbox', { name: 'Ton message' });
    await composer.fill('Fais-moi un plan nutritionnel');
    await composer.press('Enter');
    const age = new Date().getUTCFullYear() - 1990;
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText(`Profil utilisé : 80,5 kg, 180 cm, ${age} ans, homme`).waitFor();
    const answer = await messages.innerText();
    // Mifflin-St Jeor for 80.5 kg, 180 cm, that age, male; x 1.55 (4 days); -20 % (cut).
    const bmr = Math.round(10 * 80.5 + 6.25 * 180 - 5 * age + 5);
    expect(answer).toContain(`${Math.round(Math.round(bmr * 1.55) * 0.8)} kcal par jour`);
    expect(answer).not.toMatch(/supposé|donne-moi ton poids/i);
    // What the coach was told, in the chat settings.
    await page.getByRole('button', { name: 'Paramètres' }).click();
    await page.getByText('moyenne sur 7 jours 80,5 kg').waitFor();
    tracked.expectNoConsoleErrors();
  } finally {
    await context.close();
  }
});

// The member area on a phone (issue #38): the tab bar reaches each screen and marks it, the old
// anchor lands on the progress screen, the weigh-ins are a compact list, nothing scrolls sideways,
// axe finds nothing serious; the back button returns from the coach; in French and English.
test('the member area on a 390 px phone with a year of data: tabs, old anchor, compact histories, at most three screens but the histories, no sideways scroll, axe, FR and EN', async () => {
  const member = await createUser(baseUrl(), { aiAccess: true, prefix: 'tabs' });
  const tracked = await openPage(browser, baseUrl(), {
    allowErrors: FAVICON,
    viewport: { width: 390, height: 844 },
  });
  const { page, context } = tracked;
  try {
    await loginUser(context, baseUrl(), member);
    const headers = { Origin: baseUrl() };
    const send = async (method: 'post' | 'put', path: string, data: unknown) => {
      const res = await context.request[method](`${baseUrl()}${path}`, { data, headers });
      expect(res.status()).toBeLessThan(300);
    };
    // A year as the forms would have stored it: a weigh-in a day, a check-in and measurements a
    // week, the profile; then three sessions a week from a Strong export.
    await send('put', '/api/progress/profile', {
      goal: 'cut',
      heightCm: 180,
      birthYear: 1990,
      sex: 'male',
      trainingDays: 3,
      level: 'intermediate',
      equipment: 'gym',
    });
    const days = Array.from({ length: 365 }, (_, i) => i - 364);
    for (let i = 0; i < days.length; i += 25) {
      await Promise.all(
        days.slice(i, i + 25).flatMap((offset) => {
          const writes = [
            send('post', '/api/progress/weights', {
              date: day(offset),
              weightKg: Math.round((88 + offset * 0.02) * 10) / 10,
            }),
          ];
          if (offset % 7 === 0) {
            const score = 5 + (-offset % 5);
            writes.push(
              send('post', '/api/progress/checkins', {
                date: day(offset),
                dietAdherence: score,
                trainingAdherence: score,
                sleep: 7,
                energy: 6,
                stress: 4,
                hunger: 5,
                notes: 'Semaine correcte, un peu de fatigue en fin de semaine.',
              }),
              send('post', '/api/progress/measurements', {
                date: day(offset),
                waistCm: 90 + offset * 0.01,
                armCm: 38,
                bodyFatPct: 18,
                bodyFatMethod: 'scale',
              }),
            );
          }
          return writes;
        }),
      );
    }
    const lines = days
      .filter((offset) => offset % 7 === 0 || offset % 7 === -2 || offset % 7 === -4)
      .flatMap((offset) =>
        ['Squat (Barbell)', 'Bench Press (Barbell)', 'Bent Over Row (Barbell)'].flatMap((name, e) =>
          [1, 2, 3].map(
            (set) => `${day(offset)} 18:00:00,Full body,1h,${name},${set},${60 + e * 10},8,0,0,,,`,
          ),
        ),
      );
    const imported = await context.request.post(
      `${baseUrl()}/api/training/import?format=strong&unit=kg&timeZone=Europe%2FParis`,
      {
        data: `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n${lines.join('\n')}\n`,
        headers: { ...headers, 'Content-Type': 'text/csv' },
      },
    );
    expect(imported.status()).toBe(201);

    const screens = {
      fr: {
        anchor: '/mon-compte#progression',
        bar: 'Navigation du membre',
        history: 'Historique des pesées',
        tabs: [
          ['Accueil', '/accueil', 'Accueil'],
          ['Entraînement', '/entrainement', 'Entraînement'],
          ['Progrès', '/progres', 'Progression'],
          ['Compte', '/mon-compte', /^Bienvenue/],
        ],
      },
      en: {
        anchor: '/account#progression',
        bar: 'Member navigation',
        history: 'Weigh-in history',
        tabs: [
          ['Home', '/home', 'Home'],
          ['Training', '/training', 'Training'],
          ['Progress', '/progress', 'Progress'],
          ['Account', '/account', /^Welcome/],
        ],
      },
    } as const;
    // Each member screen's height less its histories' (the lists that "show all" opens), in each
    // language: at most three screens of 844 px.
    const histories = {
      fr: ['Historique des pesées', 'Relevés', 'Historique des bilans', 'Séances récentes'],
      en: ['Weigh-in history', 'Records', 'Check-in history', 'Recent sessions'],
    };
    const loading = { fr: 'Chargement', en: 'Loading' };
    const heights: Record<string, number> = {};
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    for (const lang of ['fr', 'en'] as const) {
      const s = screens[lang];
      // French first, the site's default; then English, chosen as the toggle would store it.
      if (lang === 'en') await page.evaluate((key) => localStorage.setItem(key, 'en'), LANG_KEY);
      // An old link to the tracker lands on the progress screen, its weigh-ins as a compact list.
      await page.goto(s.anchor);
      await page.waitForURL(`**${s.tabs[2][1]}`);
      const history = page.getByRole('list', { name: s.history });
      // Each row's actions behind a button named for its day: the last 14 weigh-ins, then
      // "show all".
      await history
        .getByRole('button', { name: /^Actions ?: / })
        .first()
        .waitFor();
      expect(await history.getByRole('button', { name: /^Actions ?: / }).count()).toBe(14);
      const bar = page.getByRole('navigation', { name: s.bar });
      for (const [label, path, heading] of s.tabs) {
        await bar.getByRole('link', { name: label }).click();
        await page.waitForURL(`**${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await bar.getByRole('link', { name: label }).getAttribute('aria-current')).toBe(
          'page',
        );
        // Every tab's label whole (none cut with an ellipsis), the current one included.
        expect(
          await bar.getByRole('link').evaluateAll((links) =>
            links
              .map((link) => link.querySelector('span'))
              .filter((span) => span && span.scrollWidth > span.clientWidth)
              .map((span) => span?.textContent),
          ),
        ).toEqual([]);
        await noSidewaysScroll();
        expect(await axeViolations(page, { tags: WCAG_21_AA, impacts: SEVERE })).toEqual([]);
        {
          // Every part loaded (the charts' code comes after the page's), then its height.
          await page.waitForFunction(
            (text) => !document.body.textContent?.includes(text),
            loading[lang],
          );
          heights[`${lang} ${path}`] = await page.evaluate((names) => {
            // Those shown (a chart's table of values behind its closed "show the data" has one too).
            const named = names
              .flatMap((name) => Array.from(document.querySelectorAll(`[aria-label="${name}"]`)))
              .filter((el) => el.checkVisibility());
            // The outermost of each (a table's scrolling region holds the table).
            const lists = named.filter((el) => !named.some((o) => o !== el && o.contains(el)));
            const historiesHeight = lists.reduce(
              (sum, el) => sum + el.getBoundingClientRect().height,
              0,
            );
            return Math.round(document.documentElement.scrollHeight - historiesHeight);
          }, histories[lang]);
        }
      }
      // The coach (the full-screen chat), then the back button: the account screen again.
      await bar.getByRole('link', { name: 'Coach' }).click();
      await page.waitForURL('**/ia');
      await page.goBack();
      await page.waitForURL(`**${s.tabs[3][1]}`);
      await bar.getByRole('link', { name: s.tabs[3][0] }).waitFor();
    }
    process.stdout.write(
      `member screens at 390 px less their histories (px): ${JSON.stringify(heights)}\n`,
    );
    expect(Object.entries(heights).filter(([, height]) => height > 3 * 844)).toEqual([]);
    // The account's settings, folded on the phone (the screen open), open from the keyboard.
    const email = page.getByLabel('New email address (empty to remove it)');
    await page.getByText('Security and sign-in', { exact: true }).focus();
    expect(await email.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await email.waitFor();
    tracked.expectNoConsoleErrors();
  } finally {
    await context.close();
  }
});
