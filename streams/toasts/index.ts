export {
  EMPTY_TOAST_LIST,
  createToastList,
  reduceToasts,
  type Toast,
  type ToastInput,
  type ToastKind,
  type ToastList,
  type ToastListState,
} from './toast-list';
