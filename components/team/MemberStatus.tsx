import { cn } from '@/components/ui/cn';

/** Active or Deactivated, as a small chip. */
export function MemberStatus({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        isActive
          ? 'bg-success-50 text-success-700 ring-success-600/30'
          : 'bg-gray-100 text-gray-700 ring-gray-300',
      )}
    >
      {isActive ? 'Active' : 'Deactivated'}
    </span>
  );
}
