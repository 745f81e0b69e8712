import { serveFakeBackendInTests } from './node';

serveFakeBackendInTests();
