export { LoadingScreen, type LoadingScreenProps } from './loading-screen';
