// The levels page (/school/{school_id}/levels), a first screen: its packs and supply lists.
export { SchoolLevelsPage } from './lib/school-levels/school-levels-page';
