export { ChildrenPage } from './children-page';
