import { cores } from '../../tooling/cores.mjs';

/**
 * How many browsers a suite drives at once: one per two cores. A browser under test keeps about two
 * cores busy by itself (its renderer, browser and GPU processes, and the test process reading it), so
 * a second one on a two-core machine only makes both wait for the processor, and every wait costs
 * CPU as well (frames drawn, polls answered). Measured on this project's two-core machine, quiet
 * (speed 3.6 s): the Playwright suite used 484-505 CPU-s in 340-354 s with one worker and 543-591
 * CPU-s in 288-314 s with two; the Firefox and WebKit journeys 179 CPU-s in 135 s one after the other,
 * 210 in 117 s side by side. Cores are counted as a CPU quota allows (tooling/cores.mjs): under
 * `slower-machine 1` one core's worth, so one browser.
 */
export const browserWorkers = Math.max(1, Math.floor(cores() / 2));
