import { EmailText } from '@/components/ui/EmailText';

/** The appeals list's appellant: the name, and on wide screens the e-mail (wraps at the '@'). */
export function AppellantCell({ name, email }: { name: string; email: string }) {
  return (
    <div className="min-w-0">
      <div className="font-medium text-gray-900">{name}</div>
      <EmailText email={email} className="hidden text-xs text-gray-600 xl:block" />
    </div>
  );
}
