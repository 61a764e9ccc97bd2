import { describe } from 'vitest';
import { ports } from '../support/ports';
import { journeys } from './journeys';
import { launchWebKit } from './support/engine';

describe('WebKit', () => journeys(() => launchWebKit(ports.webKitDriver), ports.enginesWebKit));
