export { toast, type ToastInput, type ToastVariant } from './toast';
export { Toaster, TOAST_RULES } from './toaster';
