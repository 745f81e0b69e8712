export { RollCallPage } from './roll-call-page';
