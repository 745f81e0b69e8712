/* The adults' home (parent, professor, school administrator), its own entry point: see index.ts. */
export { AdultHomePage } from './lib/welcome';
