import { availableParallelism } from 'node:os';

/**
 * How many browsers a suite drives at once: one per two cores. A browser under test keeps about two
 * cores busy by itself (its renderer, browser and GPU processes, and the test process reading it), so
 * a second one on a two-core machine only makes both wait for the processor, and every wait costs
 * CPU as well (frames drawn, polls answered). Measured on this project's two-core machine, quiet
 * (speed 3.6 s): the Playwright suite used 484-505 CPU-s in 340-354 s with one worker and 543-591
 * CPU-s in 288-314 s with two; the Firefox and WebKit journeys 179 CPU-s in 135 s one after the other,
 * 210 in 117 s side by side. A kernel CPU quota does not lower this count: `slower-machine` starves
 * the suite without taking cores away, so one browser at a time is what keeps it from starving itself.
 */
export const browserWorkers = Math.max(1, Math.floor(availableParallelism() / 2));
