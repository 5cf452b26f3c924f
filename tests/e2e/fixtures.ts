import fs from 'node:fs';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readSiteRules } from '../../deploy/rules.cjs';

export const BASE = readSiteRules().base;
export const url = (lang: 'zh' | 'en', route = '') => `${BASE}${lang === 'en' ? 'en/' : ''}${route}`;

/** Before any page of the context runs its scripts: marks a returning visitor, and watches hydration. */
async function prepareContext(context: BrowserContext, returningVisitor: boolean) {
  // Not in a new tab's first document (about:blank), which has no storage of its own.
  if (returningVisitor) await context.addInitScript(() => location.protocol.startsWith('http') && localStorage.setItem('rspress-visited', '1'));
  await context.addInitScript(watchHydration);
}

/** Adds each console error, uncaught page error and Content-Security-Policy violation of the context's pages to `errors`. */
async function watchErrors(context: BrowserContext, errors: string[]) {
  await context.exposeBinding('__reportCspViolation', ({ page }, v: { directive: string; blocked: string; source: string; sample: string }) => {
    errors.push(`CSP violation on ${page.url()}: ${v.directive} blocked ${v.blocked || '(no URI)'} at ${v.source}${v.sample ? ` (${v.sample})` : ''}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation;
        report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`, sample: e.sample });
      },
      true,
    );
  });
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      // A 404 page is served with status 404, which Chromium reports for the document itself.
      const ownStatus = m.text().includes('status of 404') && m.location().url === page.url();
      if (!ownStatus) errors.push(`console: ${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

const noErrors = (errors: string[]) => expect(errors, 'console errors, page errors and CSP violations').toEqual([]);

/**
 * Every page of a test's browser context fails the test on a console error, an uncaught page error or a
 * Content-Security-Policy violation (the site is served with its production headers, scripts/serve-nginx.mjs).
 * Each starts as a returning visitor (the first-visit language redirect has run) unless the test sets
 * `returningVisitor: false`.
 */
export const test = base.extend<{ errors: string[]; returningVisitor: boolean }>({
  returningVisitor: [true, { option: true }],
  context: async ({ context, returningVisitor }, use) => {
    await prepareContext(context, returningVisitor);
    await use(context);
  },
  errors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      await watchErrors(context, errors);
      await use(errors);
      noErrors(errors);
    },
    { auto: true },
  ],
});

/**
 * For tests that read pages and change nothing that outlives a page (every-page.spec.ts, most of
 * chrome.spec.ts): one tab per worker, which each test navigates to its pages, as a reader goes from page
 * to page. A fresh context per test spends half of a page's load on fetching and compiling the same
 * scripts again (measured on 2026-11-28: six long pages, 8.8 s in fresh contexts, 4.4 s in one tab).
 * Before each test the tab is put back in the light theme and the mouse on the nav bar's background at
 * the top-left corner, so that no hover of an earlier test carries over; the errors are those of the
 * test's own pages.
 */
export const pageByPageTest = base.extend<{ errors: string[] }, { tab: { page: Page; errors: string[] } }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
      const errors: string[] = [];
      await prepareContext(context, true);
      await watchErrors(context, errors);
      await use({ page: await context.newPage(), errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tab }, use) => {
    await tab.page.emulateMedia({ colorScheme: 'light' });
    await tab.page.mouse.move(0, 0);
    await use(tab.page);
  },
  errors: [
    async ({ tab }, use) => {
      tab.errors.length = 0;
      await use(tab.errors);
      noErrors(tab.errors);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs in every page before its scripts: it stands where React DevTools would, which React (production
 * builds too) tells about each commit, and records in `window.__hydration` whether the committed tree
 * still holds server HTML that React has not hydrated. React hydrates the app shell first and the page
 * body (inside a Suspense boundary) afterwards, in slices: between the two, the nav works and the body
 * is still the server's HTML.
 */
function watchHydration() {
  type Fiber = { tag: number; memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null; child: Fiber | null; sibling: Fiber | null };
  const SUSPENSE = 13;
  const holdsServerHtml = (fiber: Fiber | null): boolean => {
    for (let node = fiber; node; node = node.sibling) {
      if (node.tag === SUSPENSE && node.memoizedState?.dehydrated) return true;
      if (holdsServerHtml(node.child)) return true;
    }
    return false;
  };
  const state = { commits: 0, dehydrated: true };
  Object.assign(window, {
    __hydration: state,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        state.commits++;
        state.dehydrated = !!root.current.memoizedState?.isDehydrated || holdsServerHtml(root.current.child);
      },
    },
  });
}

/**
 * Whether React has committed the app shell, whose effects make the nav work (theme/NavKeyboard.tsx marks
 * the theme switch, unless the page hides the nav), or the whole page, body included. Runs in the page.
 */
function isHydrated(part: 'shell' | 'page') {
  const { commits, dehydrated } = (window as unknown as { __hydration: { commits: number; dehydrated: boolean } }).__hydration;
  const appearanceSwitch = document.querySelector('.rspress-nav-appearance');
  const shell = commits > 0 && (!appearanceSwitch || appearanceSwitch.hasAttribute('tabindex'));
  return part === 'shell' ? shell : shell && !dehydrated;
}

/**
 * Waits until React has hydrated the whole page and run its effects. A key press or a click earlier than
 * that finds no listener yet, or lands on server HTML.
 */
export async function hydrated(page: Page, part: 'shell' | 'page' = 'page') {
  await page.waitForFunction(isHydrated, part);
}

export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * Scrolls to an element and clicks it once the page has settled, as a reader does. The blocks of a long
 * page are drawn only near the screen (content-visibility, theme/styles.css) and take their real height in
 * the frame after they come into view, which moves what lies below them. Playwright's click scrolls and
 * clicks within that frame, and then hits beside a link low on the page: on the welcome page, the click
 * meant for Next Page reached the footer in about one run in ten (seen on 2026-12-07).
 */
export async function clickSettled(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await locator.click();
}

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.1 A/AA rules of axe-core whose result depends on colours. The other rules read the document
 * and what it shows, which a change of theme leaves alone wherever `shownElements` is the same in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What the page shows, one line per element drawn (and not hidden from assistive technology): its tag,
 * classes, source and label. A theme that showed an element of its own would change it.
 */
export async function shownElements(page: Page) {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => !element.closest('[aria-hidden="true"]') && element.checkVisibility({ visibilityProperty: true }))
      .map((element) => [element.tagName, element.getAttribute('class'), element.getAttribute('src'), element.getAttribute('aria-label')].join(' ')),
  );
}

/**
 * Serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now, one line each;
 * `rules` runs only these rules of that set.
 */
export async function axeViolations(page: Page, selector = 'html', rules?: string[]) {
  // Colours read mid-transition (the theme fades several of them in) are not the colours a reader sees:
  // each running transition is taken to its end, where it settles for the reader 0.3 s later. (Waiting for
  // the fade took 0.45 s a page, measured on 2026-12-07.) An endless animation cannot be finished, and the
  // wait then fails the test.
  await page.evaluate(() => document.getAnimations().forEach((animation) => { try { animation.finish(); } catch {} }));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // The body of a long page is drawn only near the screen (content-visibility, theme/styles.css), and axe
  // cannot tell the colours behind text not drawn yet: all of it is drawn for the check, as it is once read.
  // Both go through the DevTools protocol, which the page's Content-Security-Policy does not govern: a
  // <style> or <script> added to the page would be refused by it.
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('.rspress-doc > *').forEach((block) => block.style.setProperty('content-visibility', 'visible', 'important'));
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ context, rules }) => {
    const axe = (window as unknown as { axe: { run: (c: string, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // resultTypes: axe still runs every rule and reports every node of a violation; of the other result
    // types, which this check never reads, it keeps one node per rule instead of all.
    const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] };
    const { violations } = await axe.run(context, { runOnly, resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}`);
  }, { context: selector, rules });
}
