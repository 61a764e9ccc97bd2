import type { Locator, Page } from '@playwright/test';
import { examples } from '../../content/examples.ts';
import { heroComparison, sectionIntros } from '../../content/home.ts';
import { appCode, expect, holdRequests, swipe, test, waitForHydration } from '../../../tests/support/fixtures.ts';
import { layoutShifts, observeLayoutShifts } from '../../../tests/support/layoutShifts.ts';

/**
 * The before/after comparisons on the home page, the first screen's and the
 * examples', in a real browser against the production build: keyboard,
 * pointer and touch, what screen readers are told, the state before
 * hydration, and no layout shift as the photos arrive. The first screen's
 * own promises (its place, its largest paint) are in src/sections/Hero/Hero.spec.ts.
 */
const labels = sectionIntros.examples.comparison;
const firstTitle = examples[0]?.title ?? '';

/** The comparisons that share one component, each checked on its own. */
const comparisons = [
  { where: 'on the first screen', title: heroComparison.title },
  { where: 'in the examples', title: firstTitle },
] as const;

function slider(page: Page, title = firstTitle): Locator {
  return page.getByRole('slider', { name: labels.slider(title) });
}

async function boxOf(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/**
 * What the comparison draws, read from the page: where the divider is (% of
 * the width from the left), how much of the "before" photo shows, found the
 * way a pointer would (the clip also clips hit-testing, so probe across the
 * frame for the last column where the "before" photo is still there), and
 * whether the grip that invites dragging is visible.
 */
async function drawn(range: Locator) {
  return range.evaluate((input) => {
    const frame = input.parentElement;
    const beforeImage = frame?.children[0]?.querySelector('img');
    const handle = input.nextElementSibling;
    if (!frame || !beforeImage || !handle) throw new Error('the comparison lost its frame, photo or handle');
    frame.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = frame.getBoundingClientRect();
    const line = handle.getBoundingClientRect();
    const y = box.top + box.height / 2;
    let shown = 0;
    for (let x = 0.5; x < box.width; x += 1) if (document.elementsFromPoint(box.left + x, y).includes(beforeImage)) shown = x + 0.5;
    return {
      divider: ((line.left + line.width / 2 - box.left) / box.width) * 100,
      beforeShown: (shown / box.width) * 100,
      grip: getComputedStyle(handle, '::after').visibility,
      touchAction: getComputedStyle(frame).touchAction,
    };
  });
}

/** The slider says the divider is `position` % from the left, and the drawing agrees. */
async function expectShowing(range: Locator, position: number) {
  await expect(range).toHaveValue(String(position));
  await expect(range).toHaveAttribute('aria-valuetext', labels.valueText(position));
  // Within a pixel or so of the input's own value: the drawing follows the control.
  const { divider, beforeShown } = await drawn(range);
  expect(Math.abs(divider - position)).toBeLessThan(1);
  expect(Math.abs(beforeShown - position)).toBeLessThan(1);
}

test('every comparison is named and starts half enhanced; the keyboard and the pointer move each divider', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  for (const example of examples) {
    const range = slider(page, example.title);
    await range.scrollIntoViewIfNeeded();
    await expectShowing(range, 50);
  }
  await expect(page.getByText(sectionIntros.examples.simulatedNote)).toBeVisible();
  for (const { where, title } of comparisons) {
    await test.step(`${where}, the keyboard moves the divider: arrows, Page Up and Down, Home and End`, async () => {
      const range = slider(page, title);
      await range.focus();
      // The arrow keys move the divider the way they point.
      await page.keyboard.press('ArrowRight');
      await expectShowing(range, 51);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectShowing(range, 49);
      await page.keyboard.press('ArrowUp');
      await expectShowing(range, 50);
      await page.keyboard.press('PageDown');
      await expectShowing(range, 40);
      await page.keyboard.press('End');
      await expectShowing(range, 100);
      await page.keyboard.press('Home');
      await expectShowing(range, 0);
    });
    await test.step(`${where}, a click anywhere on the photo puts the divider there, and a drag moves it`, async () => {
      const range = slider(page, title);
      await range.scrollIntoViewIfNeeded();
      const box = await boxOf(range);
      await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.8);
      await expectShowing(range, 25);
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await expectShowing(range, 90);
    });
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap sets each divider, a vertical swipe over the photo scrolls the page, a sideways one drags', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    for (const { where, title } of comparisons) {
      await test.step(where, async () => {
        const range = slider(page, title);
        expect((await drawn(range)).touchAction).toBe('pan-y');
        const box = await boxOf(range);
        await page.touchscreen.tap(box.x + box.width * 0.7, box.y + box.height / 2);
        await expectShowing(range, 70);

        // A finger moving up across the photo: the page scrolls, the divider stays.
        const before = await page.evaluate(() => window.scrollY);
        await page.evaluate(() => {
          window.__scrollEnded = new Promise((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true }));
        });
        await swipe(page, { x: box.x + box.width / 2, y: box.y + box.height * 0.8 }, { x: 1, y: -15 });
        await page.evaluate(() => window.__scrollEnded);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
        await expectShowing(range, 70);

        // A finger moving sideways drags the divider.
        await drawn(range); // brings it back to the middle of the screen
        const moved = await boxOf(range);
        await swipe(page, { x: moved.x + moved.width * 0.7, y: moved.y + moved.height / 2 }, { x: -moved.width * 0.04, y: 0 });
        await expectShowing(range, 30);
      });
    }
  });
});

test('before the app starts, each comparison shows its split but offers no control that does nothing', async ({ page }) => {
  // Hold the app's code so the page stays as prerendered.
  const release = await holdRequests(page, appCode);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const prerendered = [];
  for (const { title } of comparisons) {
    const range = slider(page, title);
    await range.scrollIntoViewIfNeeded();
    await expect(range).toBeDisabled();
    prerendered.push(await drawn(range));
  }
  for (const [index, { where }] of comparisons.entries()) {
    expect(prerendered[index]?.grip, where).toBe('hidden');
    expect(Math.abs((prerendered[index]?.beforeShown ?? 0) - 50), where).toBeLessThan(1);
  }
  release();
  await waitForHydration(page);
  for (const { title } of comparisons) {
    const range = slider(page, title);
    await expect(range).toBeEnabled();
    expect((await drawn(range)).grip).toBe('visible');
    await expectShowing(range, 50);
  }
});

test('the photos arrive without shifting anything', async ({ page }) => {
  // The examples' photos only: the first screen's are in src/sections/Hero/Hero.spec.ts.
  const release = await holdRequests(page, new RegExp(`/assets/examples/(${examples.map((example) => example.photo).join('|')})-`));
  await page.goto('/');
  await waitForHydration(page);
  const section = page.locator('#examples');
  await section.evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
  // From here on, while the photos arrive: every shift, with what moved.
  await page.evaluate(observeLayoutShifts);
  const images = section.locator('picture img');
  await expect(images).toHaveCount(examples.length * 2);
  const boxesBefore = await images.evaluateAll((all) => all.map((image) => JSON.stringify(image.getBoundingClientRect())));
  const waitingFor = await images.evaluateAll((all) => all.filter((image) => !(image as HTMLImageElement).complete).length);
  expect(waitingFor, 'the photos were still on their way when measured').toBe(examples.length * 2);

  release();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('#examples picture img')].every((image) => image.complete && image.naturalWidth > 0),
  );
  expect(await images.evaluateAll((all) => all.map((image) => JSON.stringify(image.getBoundingClientRect())))).toEqual(boxesBefore);
  expect(await layoutShifts(page)).toEqual([]);
});
