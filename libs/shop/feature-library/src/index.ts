export { LibraryLayout } from './lib/library-layout/library-layout';
export { LibraryDemandesPage } from './lib/library-demandes/library-demandes-page';
