import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Forms are typed into key by key; on a busy 2-core machine that outgrows the 5 s default.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });
