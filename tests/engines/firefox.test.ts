import { describe } from 'vitest';
import { ports } from '../../tooling/ports.ts';
import { journeys } from './journeys.ts';
import { launchFirefox } from './support/engine.ts';

describe('Firefox', () => journeys(launchFirefox, ports.enginesFirefox));
