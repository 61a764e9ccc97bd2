import { describe, expect, type TestContext } from 'vitest';
import { examples } from '../../content/examples.ts';
import { comparisonLabels, heroComparison } from '../../content/home.ts';
import type { Journey, Session } from '../../../tests/engines/journeys.ts';
import { clickOpen } from '../../../tests/engines/conditions.ts';
import { cannotCheck, expectWindowActive, focused, gotoHydrated, isHydrated, modal, origin, pressOn, tabStaysInside } from '../../../tests/engines/probes.ts';
import { axeViolations } from '../../../tests/support/axe.ts';
import type { EnginePage } from '../../../tests/support/enginePage.ts';
import { sliderOf } from './BeforeAfter.journey.ts';

/**
 * The inspect view's journeys, written once against EnginePage and run in
 * Chromium, Firefox and WebKit (tests/engines/): every comparison opens at
 * 100% in a modal dialog, from the first paint on. Its full-size files are
 * asked for only when it opens; it shows one file pixel per device pixel; it
 * pans by keys and mouse; its divider moves; it closes every usual way with
 * focus back on its button. What only Chromium can show stays in
 * InspectView.spec.ts (other pixel ratios, touch, reduced motion); offline
 * reading of an opened view is tests/pwa/offline-photos.spec.ts. Page
 * functions run in the page: they use only their arguments.
 */

/** The inspect view of the comparison titled `title`, and its "View at 100%" button: the dialog its commandfor names. */
async function viewOf(page: EnginePage, title: string) {
  const opener = `button[aria-label="${comparisonLabels.inspectName(title)}"]`;
  const id = await page.evaluate((button) => document.querySelector(button)?.getAttribute('commandfor') ?? '', opener);
  return modal(page, { dialog: `dialog[id="${id}"]`, opener, name: 'the view', openerName: 'View at 100%' });
}

/** Both full-size photos of a view have arrived, with a size. */
function photosLoaded(dialog: string) {
  const images = [...(document.querySelector(dialog)?.querySelectorAll('img') ?? [])];
  return images.length === 2 && images.every((image) => image.complete && image.naturalWidth > 0);
}

/** The full-size files the page has requested, by URL: the inspect view's, which only opening it may fetch. */
const fullSizeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes('-full-'))
    .sort();

/** An inspect view as the visitor meets it, found by its dialog's selector. */
function inspectView(dialog: string) {
  const element = document.querySelector<HTMLDialogElement>(dialog);
  const area = element?.querySelector<HTMLElement>('[role="region"]');
  const divider = element?.querySelector<HTMLInputElement>('input[type="range"]');
  if (!element || !area || !divider) throw new Error(`no inspect view ${dialog}`);
  const controls = { area, divider, close: element.querySelector('button[command="close"]') };
  return {
    modal: element.matches(':modal'),
    name: document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    description: document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    photos: [...element.querySelectorAll('img')].map((image) => image.src),
    // File pixels per device pixel, each photo: one, at any pixel ratio.
    scales: [...element.querySelectorAll('img')].map((image) => (image.getBoundingClientRect().width * devicePixelRatio) / image.naturalWidth),
    areaName: area.getAttribute('aria-label'),
    focus:
      Object.entries(controls).find(([, control]) => control === document.activeElement)?.[0] ??
      (element.contains(document.activeElement) ? 'inside' : 'outside'),
    scroll: { left: area.scrollLeft, top: area.scrollTop },
    room: { right: area.scrollWidth - area.clientWidth - area.scrollLeft, below: area.scrollHeight - area.clientHeight - area.scrollTop },
    divider: { value: divider.value, text: divider.getAttribute('aria-valuetext') ?? '' },
    box: JSON.parse(JSON.stringify(area.getBoundingClientRect())) as { x: number; y: number; width: number; height: number },
    dialogBox: JSON.parse(JSON.stringify(element.getBoundingClientRect())) as { x: number; y: number; width: number; height: number },
    stops: element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
  };
}

/** Where the view's divider is drawn, as a share of the full-size pair (%), where its grip is, and how wide the pair is. */
function dividerAt(dialog: string) {
  const handle = document.querySelector(`${dialog} [aria-hidden="true"] > span`)?.parentElement;
  const pair = handle?.parentElement;
  if (!handle || !pair) throw new Error('the view has no divider');
  const line = handle.getBoundingClientRect();
  const box = pair.getBoundingClientRect();
  const grip = handle.firstElementChild?.getBoundingClientRect() ?? line;
  return {
    at: ((line.left + line.width / 2 - box.left) / box.width) * 100,
    grip: { x: grip.left + grip.width / 2, y: grip.top + grip.height / 2 },
    pairWidth: box.width,
  };
}

/** Marks the area once the page has answered the next key (its keyup handled and two frames drawn), and whether it scrolled along `axis` meanwhile. */
function listenForAnswer(area: string, axis: 'left' | 'top') {
  const element = document.querySelector(area);
  if (!element) throw new Error(`no ${area}`);
  for (const name of ['data-test-answered', 'data-test-scrolled']) element.removeAttribute(name);
  // Only a scroll along this key's axis answers it: the key before's pan, still landing along the other axis
  // (smoothly), once flagged a dropped ArrowDown as scrolled, and the wait for its pan ran out (Chromium, one core's quota).
  const position = () => (axis === 'left' ? element.scrollLeft : element.scrollTop);
  const start = position();
  const onScroll = () => {
    if (position() === start) return;
    element.setAttribute('data-test-scrolled', '');
    element.removeEventListener('scroll', onScroll);
  };
  element.addEventListener('scroll', onScroll);
  const answered = () => element.setAttribute('data-test-answered', '');
  addEventListener('keyup', () => requestAnimationFrame(() => requestAnimationFrame(answered)), { once: true, capture: true });
}

/** Whether the area has scrolled past `from` along one axis, the way `sign` says (1 right or down, -1 left or up). */
function pannedPast(area: string, axis: 'left' | 'top', from: number, sign: number) {
  const element = document.querySelector(area);
  return (((axis === 'left' ? element?.scrollLeft : element?.scrollTop) ?? from) - from) * sign > 0;
}

/**
 * Presses an arrow key on the focused photo area until the view pans the way
 * it points. On a starved main thread Chromium can drop an arrow key's scroll:
 * the keydown reaches the area, is not cancelled, and nothing moves (up to 5
 * in 12 runs at 30× CPU throttling; the next key panned every time). So each
 * press waits for the page's answer; a press that moved nothing is pressed
 * again and said in the report, and a view the keys cannot pan fails after
 * four answered presses. A pan under way is waited for: the browser may
 * animate it, and WebKit lands it only at its next frame.
 */
async function panByKey(page: EnginePage, context: TestContext, dialog: string, key: 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp') {
  const area = `${dialog} [role="region"]`;
  const axis = key === 'ArrowRight' || key === 'ArrowLeft' ? 'left' : 'top';
  const sign = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  const from = (await page.evaluate(inspectView, dialog)).scroll[axis];
  for (let press = 1; press <= 4; press += 1) {
    await page.evaluate(listenForAnswer, area, axis);
    await page.press(key);
    await page.waitFor(`the page never answered ${key}`, (selector) => document.querySelector(selector)?.hasAttribute('data-test-answered') === true, area);
    const scrolled = await page.evaluate((selector) => document.querySelector(selector)?.hasAttribute('data-test-scrolled') === true, area);
    if (scrolled || (await page.evaluate(pannedPast, area, axis, from, sign))) {
      await page.waitFor(`${key} did not pan the photo the way it points`, pannedPast, area, axis, from, sign);
      return;
    }
    await context.annotate(`${page.engine}: ${key}, press ${press}, moved nothing`, 'key dropped');
  }
  expect((await page.evaluate(inspectView, dialog)).scroll[axis], `${key}, pressed four times, left the view where it was`).not.toBe(from);
}

export function inspectViewJourneys(journey: Journey, session: Session): void {
  describe('the inspect view', () => {
    journey(
      'the inspect view, from the hero and from an example: its files fetched only on opening, one file pixel per device pixel, focus inside, arrows pan, the divider moves, Tab stays, Escape, Close and the backdrop return focus, a mouse pans, no axe violation',
      async (context) => {
        const { page } = session;
        await page.setViewport(1280, 800);
        await gotoHydrated(page, `${origin}/`);
        await expectWindowActive(page);
        // Past every photo and back: a lazy image anywhere near a view would load.
        const photos = await page.evaluate(() => document.querySelectorAll('#examples picture img').length);
        for (let index = 0; index < photos; index += 1) {
          await page.waitFor(
            `the examples' photo ${index + 1} never loaded in view`,
            (at) => {
              const image = document.querySelectorAll<HTMLImageElement>('#examples picture img')[at];
              image?.scrollIntoView({ block: 'center', behavior: 'instant' });
              return Boolean(image?.complete && image.naturalWidth > 0);
            },
            index,
          );
        }
        await page.evaluate(() => document.querySelector('footer')?.scrollIntoView({ behavior: 'instant' }));
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
        const lightDismiss = await page.evaluate(() => 'closedBy' in HTMLDialogElement.prototype);
        if (!lightDismiss)
          await cannotCheck(context, `${page.engine} has no dialog closedby (light dismiss), so a click outside the inspect view is not checked here`);
        // WebKitWebDriver's computed label for the Divider (a range input inside its <label>) is not
        // "Divider": the lookup by role and name never finds it there. Not yet known whether WebKit adds
        // the value to the name; the AT-SPI tree of the screen-reader suite is where to look.
        const dividerNamed = page.engine !== 'webkit';
        if (!dividerNamed)
          await cannotCheck(context, `${page.engine}'s driver computes another name for the inspect view's Divider, so its name is not checked here`);
        const fetched: string[] = [];
        for (const [from, title, photo] of [
          ['the hero', heroComparison.title, heroComparison.photo],
          ['an example', examples[1]?.title ?? '', examples[1]?.photo ?? ''],
        ] as const) {
          const inspect = await viewOf(page, title);
          const { dialog } = inspect;
          const where = `/ with ${from}'s inspect view open`;

          expect(await page.evaluate(fullSizeRequests), `full-size files requested before ${from}'s view opened`).toEqual([...fetched].sort());
          if (from === 'the hero') await inspect.opens(`Enter on View at 100% under ${from}`, () => pressOn(page, inspect.opener));
          else await clickOpen(page, inspect, ` under ${from}`);
          await page.waitFor(`${from}'s full-size photos did not load once its view opened`, photosLoaded, dialog);
          const view = await page.evaluate(inspectView, dialog);
          expect(view).toMatchObject({
            modal: true,
            name: comparisonLabels.inspectTitle(title),
            description: comparisonLabels.inspectHint,
            areaName: comparisonLabels.inspectArea,
          });
          expect(view.photos.map((url) => new URL(url).pathname).sort(), `${from}'s full-size pair`).toEqual([
            expect.stringContaining(`/${photo}-after-full-`),
            expect.stringContaining(`/${photo}-before-full-`),
          ]);
          fetched.push(...view.photos);
          expect(await page.evaluate(fullSizeRequests), `the full-size files requested once ${from}'s view opened`).toEqual([...fetched].sort());
          for (const scale of view.scales) expect(scale, `${from}: file pixels per device pixel`).toBeCloseTo(1, 2);

          // Opened, the app puts the focus on the photo's area, centred on the divider, so the arrow keys pan at once.
          await page.waitFor(`the focus did not move to ${from}'s photo area`, focused, `${dialog} [role="region"]`);
          expect(view.scroll.left, `${from}'s view did not open centred`).toBeGreaterThan(0);
          // Each arrow toward a side with room, read just before the key: on a loaded machine the view twice
          // opened against an edge (probably the pair's size settling after the centring).
          const { room } = await page.evaluate(inspectView, dialog);
          await panByKey(page, context, dialog, room.right > 0 ? 'ArrowRight' : 'ArrowLeft');
          await panByKey(page, context, dialog, (await page.evaluate(inspectView, dialog)).room.below > 0 ? 'ArrowDown' : 'ArrowUp');

          // The next stop is the divider's control; the comparison behind follows it.
          await page.press('Tab');
          // By its computed name, where the driver's lookup finds it (see dividerNamed above).
          if (dividerNamed) await page.byRole('slider', comparisonLabels.divider).waitFor();
          expect((await page.evaluate(inspectView, dialog)).focus).toBe('divider');
          await page.press('ArrowRight');
          expect((await page.evaluate(inspectView, dialog)).divider).toEqual({ value: '51', text: comparisonLabels.valueText(51) });
          await expect.poll(async () => Math.round((await page.evaluate(dividerAt, dialog)).at), { message: 'the divider drawn' }).toBe(51);
          // Past the last control Tab wraps to Close, and Shift+Tab comes back.
          await page.press('Tab');
          expect((await page.evaluate(inspectView, dialog)).focus).toBe('close');
          await page.press('Tab', { shift: true });
          expect((await page.evaluate(inspectView, dialog)).focus).toBe('divider');
          await tabStaysInside(page, where, view.stops);
          if (from === 'the hero') expect(await axeViolations(page, `${page.engine}, ${where}`)).toEqual([]);

          await inspect.closesBack('Escape', () => page.press('Escape'));
          // The comparison it came from shows what was chosen in the view.
          expect(await page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.value, sliderOf(title))).toBe('51');
          await inspect.opens('Enter on View at 100%', () => page.press('Enter'));
          await inspect.closesBack('Close', () => page.click(`${dialog} button[command="close"]`));
          // A click on the backdrop, above the dialog: light dismiss, by the dialog's closedby="any" where the engine knows it.
          if (lightDismiss) {
            await clickOpen(page, inspect);
            const { dialogBox } = await page.evaluate(inspectView, dialog);
            expect(dialogBox.y, 'no backdrop above the view to click').toBeGreaterThan(2);
            await inspect.closesBack('a click outside', () => page.clickAt({ x: dialogBox.x + dialogBox.width / 2, y: 2 }));
          }
        }

        // With a mouse: dragging the picture pans it, dragging the grip moves the divider.
        const inspect = await viewOf(page, heroComparison.title);
        const { dialog } = inspect;
        await clickOpen(page, inspect);
        await page.waitFor('the reopened view never took the focus', focused, `${dialog} [role="region"]`);
        // From the middle of the photo: the keys may have panned it near an edge, which would stop the drag's pan.
        // WebKit lands even an instant scroll at its next frame: the start is read once it has landed.
        const middle = (area: string) => {
          const element = document.querySelector(area);
          if (!element) return false;
          const left = Math.round((element.scrollWidth - element.clientWidth) / 2);
          const top = Math.round((element.scrollHeight - element.clientHeight) / 2);
          if (Math.abs(element.scrollLeft - left) < 1 && Math.abs(element.scrollTop - top) < 1) return true;
          element.scrollTo({ left, top, behavior: 'instant' });
          return false;
        };
        await page.waitFor('the photo never came to its middle', middle, `${dialog} [role="region"]`);
        const { box } = await page.evaluate(inspectView, dialog);
        // The pan is measured from where the view was when the button went down, as the app pans from there:
        // read before the drag, WebKit on one core's quota once counted 174 px for a 150 px drag, a scroll still
        // landing between the read and the press.
        const fromPress = (area: string) => {
          const element = document.querySelector<HTMLElement>(area);
          element?.addEventListener('pointerdown', () => (element.dataset.testPressedAt = `${element.scrollLeft} ${element.scrollTop}`), {
            once: true,
            capture: true,
          });
        };
        const panned = (area: string) => {
          const element = document.querySelector<HTMLElement>(area);
          const [left = NaN, top = NaN] = (element?.dataset.testPressedAt ?? '').split(' ').map(Number);
          return { left: (element?.scrollLeft ?? NaN) - left, top: (element?.scrollTop ?? NaN) - top };
        };
        await page.evaluate(fromPress, `${dialog} [role="region"]`);
        // Away from the divider, which the view centres.
        const grab = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.7 };
        await page.drag(grab, { x: grab.x - 150, y: grab.y - 100 });
        await expect
          .poll(async () => (await page.evaluate(panned, `${dialog} [role="region"]`)).left, { message: 'a drag of 150 px left panned by' })
          .toBeCloseTo(150, -1);
        expect((await page.evaluate(panned, `${dialog} [role="region"]`)).top, 'a drag of 100 px up panned by').toBeCloseTo(100, -1);
        const before = await page.evaluate(dividerAt, dialog);
        const target = Math.round(before.at - (120 / before.pairWidth) * 100);
        await page.drag(before.grip, { x: before.grip.x - 120, y: before.grip.y });
        await expect
          .poll(async () => Math.round((await page.evaluate(dividerAt, dialog)).at), { message: 'the divider drawn after a drag of its grip' })
          .toBe(target);
        expect((await page.evaluate(inspectView, dialog)).divider.value).toBe(String(target));
        await page.press('Escape');
        await inspect.closes('Escape did not close the view');
        expect(await page.errors()).toEqual([]);
      },
      // Not run a second time: what the first try fetched stays in the browser's memory cache, so a
      // second could not tell a fetch on opening from one at load. WebKit loads a lazy image it holds
      // at once, with the page, and reports it requested; Firefox takes it from its image cache and
      // reports no request at all.
      { retry: 0 },
    );

    journey(
      'the inspect view before the app starts (its code blocked): View at 100% opens it, the photo pans from the keyboard, Escape closes it and focus returns',
      async (context) => {
        const { page, front } = session;
        await front.during('app-blocked', async () => {
          await page.setViewport(1280, 800);
          await page.goto(`${front.origin}/`);
          const inspect = await viewOf(page, heroComparison.title);
          const { dialog } = inspect;
          // Opened by its invoker command, or where there are none (WebKitGTK) by boot.js.
          await clickOpen(page, inspect, ' before the app started');
          expect(await page.evaluate(inspectView, dialog)).toMatchObject({ modal: true, name: comparisonLabels.inspectTitle(heroComparison.title) });
          await page.waitFor('the full-size photos did not load before the app started', photosLoaded, dialog);
          // The browser put the focus in the view (on its first control); without the app nothing centres
          // the photo or focuses its area, which is a Tab stop after it.
          expect((await page.evaluate(inspectView, dialog)).focus).not.toBe('outside');
          for (let step = 0; step < 3 && (await page.evaluate(inspectView, dialog)).focus !== 'area'; step += 1) await page.press('Tab');
          const view = await page.evaluate(inspectView, dialog);
          expect(view.focus, 'Tab did not reach the photo area').toBe('area');
          expect(view.scroll.left, 'the view before the app starts opens at its left edge').toBe(0);
          await panByKey(page, context, dialog, 'ArrowRight');
          await inspect.closesBack('Escape', () => page.press('Escape'));
          expect(await page.evaluate(isHydrated), 'the app started although its code was blocked').toBe(false);
        });
      },
    );
  });
}
