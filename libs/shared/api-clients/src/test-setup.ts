import { serveFakeBackendInTests } from '@kk/api-mocks/node';
import { configureApi } from './lib/core/config';

/*
 * jsdom brings its own File, Blob and FormData, which Node's Request (used by MSW to read what
 * XMLHttpRequest sends) does not recognise: multipart bodies would lose their file names. Use
 * Node's classes, as a browser has one set of them.
 */
const { File: NodeFile, Blob: NodeBlob } = await import('node:buffer');
const nodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: nodeFormData });

// Node's fetch needs absolute URLs: the tests talk to the fake backend on an explicit host.
configureApi({ baseUrl: 'http://localhost', product: 'koolskools' });

serveFakeBackendInTests();
