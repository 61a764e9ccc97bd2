import { describe } from 'vitest';
import { ports } from '../../tooling/ports.ts';
import { journeys } from './journeys.ts';
import { launchWebKit } from './support/engine.ts';

describe('WebKit', () => journeys(() => launchWebKit(ports.webKitDriver), ports.enginesWebKit));
