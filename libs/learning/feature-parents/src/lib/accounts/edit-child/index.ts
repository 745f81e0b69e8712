export { EditChildPage } from './edit-child-page';
