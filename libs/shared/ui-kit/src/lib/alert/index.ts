export { Alert, type AlertLive, type AlertProps, type AlertTone } from './alert';
