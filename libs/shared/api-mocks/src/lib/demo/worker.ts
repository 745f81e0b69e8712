// First: the scope msw expects (worker-globals.ts).
import './worker-globals';
import { serveDemoBackend } from './backend';
import { followPageClock } from './page-clock';
import type { DemoBackendPort } from './protocol';

/** The demo backend's worker (started by `startDemoBackend()` of demo.ts, demo mode only), on the page's clock. */
serveDemoBackend(self as unknown as DemoBackendPort, { pageClock: followPageClock() });
