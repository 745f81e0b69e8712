import { configFailsClosed } from '../../../tools/playwright/config-fails-closed.mts';

configFailsClosed({ url: /\/connexion$/, heading: 'Connexion' });
