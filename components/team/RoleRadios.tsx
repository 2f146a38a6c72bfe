'use client';

export interface RoleRadiosProps {
  isAdmin: boolean;
  onChange: (isAdmin: boolean) => void;
  name: string;
}

/** Standard Patrol or Administrator for a new user or an invitation. */
export function RoleRadios({ isAdmin, onChange, name }: RoleRadiosProps) {
  const radio = 'size-4 border-gray-300 accent-brand-600';
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Role</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name={name}
            value="patrol"
            checked={!isAdmin}
            onChange={() => onChange(false)}
            className={radio}
          />
          Standard Patrol
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name={name}
            value="admin"
            checked={isAdmin}
            onChange={() => onChange(true)}
            className={radio}
          />
          Administrator
        </label>
      </div>
    </fieldset>
  );
}
