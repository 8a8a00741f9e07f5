export { createToastList, type Toast, type ToastList } from './toast-list';
