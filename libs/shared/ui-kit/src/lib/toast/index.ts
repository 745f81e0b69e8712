export {
  ToastProvider,
  useToast,
  type ToastProviderProps,
  type ToastOptions,
  type ToastApi,
  type ToastTone,
} from './toast';
