import { describe } from 'vitest';
import { ports } from '../support/ports.ts';
import { journeys } from './journeys.ts';
import { launchWebKit } from './support/engine.ts';

// Open findings in WebKitGTK 2.50 (README: Testing in three engines). Each still runs and must fail.
const knownFailures = {
  'once hydrated: opens from the keyboard, Tab wraps inside, Escape and Close return focus, a link closes it':
    'inside the open menu, focus moved by Tab never matches :focus-visible, so no focus ring shows',
  'the contact form: an error summary, field errors, nothing typed lost, then the mailto hand-off':
    'after a valid submit (Enter on Send Message) the mailto hand-off confirmation never appears in MiniBrowser; not yet diagnosed',
};

describe('WebKit', () => journeys(() => launchWebKit(ports.webKitDriver), ports.enginesWebKit, knownFailures));
