import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// Forms are typed into key by key; on a busy 2-core machine that outgrows the 5 s default.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts after each test on its own only in the first file of a worker when files
// share their modules (`shareModules`, Vitest's `isolate: false`): say it for every file.
afterEach(() => cleanup());
