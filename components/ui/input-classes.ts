import { cn } from './cn';

/**
 * The look of every text field (TextInput, the page-number field, search boxes). A plain module,
 * so screens that style an input need not load the TextInput component.
 */
export const inputClasses = cn(
  'block h-9 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-card',
  'placeholder:text-gray-500 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-600',
  'aria-invalid:border-danger-600',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-600',
);
