export { Alert, Banner, type AlertProps, type AlertTone, type BannerProps } from './Alert';
export {
  Button,
  buttonClasses,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { Card, type CardProps } from './Card';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, type DialogProps } from './LazyDialog';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FormField, type FormFieldProps, type FieldControlProps } from './FormField';
export { LazyMenu as Menu } from './LazyMenu';
export type { MenuProps, MenuEntry } from './Menu';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  Table,
  type TableProps,
  type TableColumn,
  type TableSort,
  type TableSelection,
  type SortDirection,
} from './Table';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export {
  TextInput,
  PasswordInput,
  inputClasses,
  type TextInputProps,
  type PasswordInputProps,
} from './TextInput';
export { ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastTone } from './Toast';
export { cn, focusRing } from './cn';
export * from './icons';
