import { describe } from 'vitest';
import { enginesPort } from '../../src/node/engines.mjs';
import { journeys } from './journeys';
import { launchFirefox } from './support/engine';

describe('Firefox', () => journeys(launchFirefox, enginesPort() + 1));
