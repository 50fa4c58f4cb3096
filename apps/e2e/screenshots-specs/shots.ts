import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

// What every screenshots spec shares: the widths and themes of the matrix, how a page is made to show one of
// them, and how a picture is taken once the page has settled.

/** Where `npm run screenshots` writes its PNGs (ignored by git). */
const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** A phone and a laptop. */
export const WIDTHS = [375, 1440] as const;
export const MODES = ['light', 'dark'] as const;
export type Width = (typeof WIDTHS)[number];
export type Mode = (typeof MODES)[number];

/** A phone's window is taller than wide (an iPhone X's 375×812); a laptop's is a common 1440×900. */
const HEIGHTS: Record<Width, number> = { 375: 812, 1440: 900 };

/** Sizes the window to one of the matrix's widths. */
export async function setWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHTS[width] });
}

/**
 * The theme of the next page loads. The app reads `preferredTheme` once, as it starts, so it is stored by an init
 * script before the page loads rather than after; init scripts run in the order they were added, so a later call
 * wins from the next load on (a spec may take both themes in one test).
 */
export async function setTheme(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('preferredTheme', value), mode);
}

/** Width and theme at once, before the first page load. */
export async function setScreen(page: Page, width: Width, mode: Mode): Promise<void> {
  await setWidth(page, width);
  await setTheme(page, mode);
}

/** Writes `<name>.png`: the whole page by default, or only the window (`fullPage: false`: a dialog, a menu, a drawer). */
export async function save(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  // A toast (a save's 'success', a copy's 'copied') stays a few seconds on its own timer and would cover the screen's
  // corner: the picture waits for it to go.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  // Under reduced motion (playwright.config.ts) CSS transitions end at once, but a CSS animation (a menu's or a
  // dialog's keyframes, a ripple) may still be running: the picture waits for the finite ones to end, then for a
  // frame painted after them. Looping ones (a spinner) never end and are left alone.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // The top bar is sticky: a full-page picture of a page scrolled down would paint it in the middle of the content.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage });
}
