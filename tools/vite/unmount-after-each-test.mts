/**
 * Vitest setup file that `libConfig` adds, after the lib's own, to every lib that shares its modules
 * (`LibOptions.shareModules`, Vitest's `isolate: false`).
 *
 * Testing Library unmounts what a test rendered on its own by registering `afterEach(cleanup)` when it
 * is first imported: once per module graph. With shared modules that is the first test file of each
 * worker only, and the next files would find the previous file's tree still mounted ("Found multiple
 * elements with the role heading"). This file is loaded before every test file, so every file
 * unmounts. Registered after the lib's own setup, it runs first of the "after" hooks: the tree is
 * unmounted before the lib's setup resets what it rendered against (handlers, demo data, storage).
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
