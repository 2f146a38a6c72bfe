import { cn } from '@/components/ui/cn';
import { CheckIcon, CircleIcon } from '@/components/ui/icons';
import {
  PASSWORD_CRITERIA,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
} from '@/lib/rules/identity/password';

export interface PasswordCriteriaProps {
  password: string;
  id?: string;
  className?: string;
}

/** The five criteria hints, each ticking when the password meets it. */
export function PasswordCriteria({ password, id, className }: PasswordCriteriaProps) {
  const check = checkPassword(password);
  return (
    <div
      id={id}
      className={cn('rounded-md border border-gray-200 bg-gray-50 px-3 py-2.5', className)}
    >
      <p className="text-xs font-medium text-gray-700">Your password needs:</p>
      <ul className="mt-1.5 grid gap-1 sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = check[criterion.id];
          return (
            <li
              key={criterion.id}
              data-criterion={criterion.id}
              data-met={met}
              className={cn(
                'flex items-center gap-1.5 text-xs',
                met ? 'text-success-700' : 'text-gray-600',
              )}
            >
              {met ? <CheckIcon className="size-3.5" /> : <CircleIcon className="size-3.5" />}
              <span>{criterion.label}</span>
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-1.5 text-xs text-gray-600">
        Special characters allowed: <span className="font-mono">{PASSWORD_SPECIAL_CHARACTERS}</span>
      </p>
    </div>
  );
}
