export { AddChildPage } from './add-child-page';
