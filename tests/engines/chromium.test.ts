import { describe } from 'vitest';
import { ports } from '../../tooling/ports.ts';
import { journeys } from './journeys.ts';
import { launchChromium } from './support/chromium.ts';

// The component journeys only: the Playwright sweep already loads every route in Chromium.
describe('Chromium', () => journeys(launchChromium, ports.enginesChromium, { pages: false }));
