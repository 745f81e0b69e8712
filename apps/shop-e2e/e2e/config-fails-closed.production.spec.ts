import { configFailsClosed } from '../../../tools/playwright/config-fails-closed.mts';

configFailsClosed({ heading: 'Bienvenue sur KoolSkools' });
