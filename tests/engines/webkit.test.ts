import { describe } from 'vitest';
import { ports } from '../support/ports';
import { journeys } from './journeys';
import { launchWebKit } from './support/engine';

// Open findings in WebKitGTK 2.50 (README: Testing in three engines). Each still runs and must fail.
const knownFailures = {
  'the contact form: an error summary, field errors, nothing typed lost, then the mailto hand-off':
    'after a valid submit (Enter on Send Message) the mailto hand-off confirmation never appears in MiniBrowser; not yet diagnosed',
};

describe('WebKit', () => journeys(() => launchWebKit(ports.webKitDriver), ports.enginesWebKit, knownFailures));
