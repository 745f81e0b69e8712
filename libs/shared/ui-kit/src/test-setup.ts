import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts after each test on its own only in the first file of a worker when files
// share their modules (`shareModules`, Vitest's `isolate: false`): say it for every file.
afterEach(() => cleanup());
