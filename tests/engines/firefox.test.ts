import { describe } from 'vitest';
import { ports } from '../support/ports';
import { journeys } from './journeys';
import { launchFirefox } from './support/engine';

describe('Firefox', () => journeys(launchFirefox, ports.enginesFirefox));
