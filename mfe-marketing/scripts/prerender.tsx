// Build step (npm run postbuild): writes dist/prerender/<page>.html, the page previews of the
// public pages (shared-ui/src/routes/page-preview.ts), and the small script they load first.
// Each preview is this remote's own screen rendered to static HTML in the site's default language,
// with the CSS it uses; the server composes it into the shell's index.html (api/src/web, or the
// gateway's SSI include), so the page paints before the JavaScript arrives.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import {
  AppProviders,
  DEFAULT_LANG,
  PAGE_PREVIEW_ID,
  PAGE_PREVIEW_LANG_ATTR,
  PAGE_PREVIEW_SHOWN_EVENT,
  ROUTES,
  STORAGE_KEYS,
} from 'shared-ui';
import { App } from '../src/app/app';
import { HERO_FADE_DELAY_MS, HERO_FADE_MS } from '../src/features/home/components/hero';
import { SPLASH_MS } from '../src/features/info/components/splash';

/**
 * The previewed pages: the public ones a visitor may land on. Not the member area (its content is
 * the member's) nor the 404 page. The sign-in form is previewed too: it is inert in the preview, so
 * nothing can be typed into it before the real form replaces it.
 */
const PAGES: Record<string, string> = {
  index: ROUTES.home,
  [ROUTES.info.slice(1)]: ROUTES.info,
  contact: ROUTES.contact,
  auth: ROUTES.auth,
  login: ROUTES.login,
  privacy: ROUTES.privacy,
  // The legal pages' frame (heading, the text's box): their text is the administrator's, fetched
  // by the app.
  [ROUTES.legalNotice.slice(1)]: ROUTES.legalNotice,
  [ROUTES.terms.slice(1)]: ROUTES.terms,
};

/** Where the gateway and the API serve this remote (deploy/nginx/gateway.conf, api/src/web). */
const PUBLIC_BASE = '/remotes/marketing/prerender/';

const outDir = join(__dirname, '..', 'dist', 'prerender');

/**
 * Runs before the preview's content is parsed (a parser-blocking script: the CSP allows no inline
 * script). It hides the preview when the visitor chose another language (the screen arrives with
 * the remote instead), then runs the page's timers from the page's start as the screens do:
 * the hero's fade-in after 200 ms, the end of the info page's splash after 750 ms. The fade's
 * first frame is set apart from its transition: Chrome measures the largest paint of an element
 * that fades in from opacity 0 only when the main thread paints it visible, which a transition
 * from 0 (run by the compositor) does not always do; the page's real largest paint would go
 * unmeasured, or be measured on a later, unrelated paint.
 *
 * It tells the shell's entry when the page's entrance is over (PAGE_PREVIEW_SHOWN_EVENT): once the
 * hero has faded in on the home page, once the splash has ended on the info page, at the first
 * frame elsewhere. The app's start-up then does not share the two cores of a modest phone with
 * the frames of those animations (measured: README, "First load", sixth pass).
 */
function bootScript(): string {
  return `(function () {
  var slot = document.getElementById(${JSON.stringify(PAGE_PREVIEW_ID)});
  if (!slot) return;
  var lang = null;
  try { lang = window.localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)}); } catch (e) {}
  if ((lang === 'fr' || lang === 'en') && lang !== ${JSON.stringify(DEFAULT_LANG)}) {
    slot.hidden = true;
    return;
  }
  // This script runs before the preview's content is parsed: a timer due at once waits for it.
  function parsed(run) {
    if (slot.nextSibling || document.readyState !== 'loading') run();
    else window.requestAnimationFrame(function () { parsed(run); });
  }
  function after(ms, run) {
    window.setTimeout(function () { parsed(run); }, Math.max(0, ms - Math.round(performance.now())));
  }
  // The page's entrance is over: the hero has faded in on the home page, the splash has ended on
  // the info page, the parsed preview has painted its first frame elsewhere (or at once with
  // reduced motion). Called before that frame's paint; the event follows the paint.
  function shown() {
    if (slot.dataset.shown === 'true') return;
    slot.dataset.shown = 'true';
    window.requestAnimationFrame(function () {
      window.setTimeout(function () {
        document.dispatchEvent(new Event(${JSON.stringify(PAGE_PREVIEW_SHOWN_EVENT)}));
      }, 0);
    });
  }
  var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  parsed(function () {
    if (slot.querySelector('#home-hero-content')) return;
    if (!reduced && slot.querySelector('#info-splash')) return;
    shown();
  });
  after(reduced ? 0 : ${HERO_FADE_DELAY_MS}, function () {
    var hero = slot.querySelector('#home-hero-content');
    if (!hero) return;
    hero.style.transition = 'none';
    if (reduced) {
      hero.style.opacity = '1';
      shown();
      return;
    }
    // The fade's first frame is painted by the main thread (a faint hero: the page's largest
    // paint, measured), then the compositor runs the rest of the screen's ${HERO_FADE_MS} ms fade.
    hero.style.opacity = '0.05';
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        // Shown once the hero is fully visible: the fade has ended (or was cancelled, which
        // leaves it at 1). No timer: when the page draws no frames (a busy machine, a hidden
        // tab) the fade waits, and the shell's own cap (PREVIEW_WAIT_MAX_MS) starts the app.
        function ended(event) {
          if (event.target !== hero || event.propertyName !== 'opacity') return;
          if (window.getComputedStyle(hero).opacity === '1') shown();
        }
        hero.addEventListener('transitionend', ended);
        hero.addEventListener('transitioncancel', ended);
        hero.style.transition = 'opacity ${HERO_FADE_MS}ms ease-out';
        hero.style.opacity = '1';
      });
    });
  });
  after(${SPLASH_MS}, function () {
    var splash = slot.querySelector('#info-splash');
    if (!splash) return;
    splash.remove();
    shown();
  });
})();
`;
}

/**
 * The preview lays out and paints only what is on screen: the sections after the first are laid
 * out when scrolled near (the remote's screen, which replaces the preview, is laid out in full).
 */
const OFFSCREEN_CSS =
  '#page-preview section~section{content-visibility:auto;contain-intrinsic-size:auto 720px}';

/**
 * The preview's links are real links: a visitor may follow one before the app has started (a full
 * page load, served with its own preview). What needs the app stays inert (no focus, no clicks,
 * nothing typed that the app's screen would then drop): forms and buttons, and the shop links,
 * whose address is the run-time configuration's (SHOP_URL), known only to the app.
 */
function inertControls(html: string): string {
  return html
    .replace(/<(form|button)(?=[\s>])/g, '<$1 inert=""')
    .replace(/<a (?=[^>]*data-shop-link)/g, '<a inert="" ');
}

/** Without JavaScript, the timers never run: the hero is shown and the splash is not. */
const NO_SCRIPT =
  '<noscript><style>#home-hero-content{opacity:1!important}#info-splash{display:none}</style></noscript>';

function render(path: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders initialLang={DEFAULT_LANG} toaster={false}>
          <StaticRouter location={path}>
            <Routes>
              <Route path="/*" element={<App />} />
            </Routes>
          </StaticRouter>
        </AppProviders>,
      ),
    );
    // The CSS as a plain <style>: with styled-components' data attributes, the site's own
    // styled-components would adopt it and keep it after the preview is gone.
    // styled-components' rehydration markers are left out too.
    const css = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(/^data-styled\.g\d+\[.*$/gm, '')
      .replace(/\/\*!sc\*\/\n?/g, '');
    return (
      `<style>${css}${OFFSCREEN_CSS}</style>${NO_SCRIPT}` +
      `<div ${PAGE_PREVIEW_LANG_ATTR}="${DEFAULT_LANG}">${inertControls(html)}</div>`
    );
  } finally {
    sheet.seal();
  }
}

function main(): void {
  // The previews are replaced; earlier boot scripts stay (content-hashed, like the remote's
  // chunks), for pages served just before this deploy.
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(outDir)) {
    if (file.endsWith('.html')) rmSync(join(outDir, file));
  }
  const boot = bootScript();
  const bootFile = `boot.${createHash('sha256').update(boot).digest('hex').slice(0, 16)}.js`;
  writeFileSync(join(outDir, bootFile), boot);
  const sizes: string[] = [];
  for (const [name, path] of Object.entries(PAGES)) {
    const html = `<script src="${PUBLIC_BASE}${bootFile}"></script>${render(path)}\n`;
    writeFileSync(join(outDir, `${name}.html`), html);
    sizes.push(`${name}.html ${html.length} B`);
  }
  process.stdout.write(`prerender: ${sizes.join(', ')}\n`);
}

main();
