import { USER_TYPES } from '@/lib/rules/team/team';

/** The explanation of the three user types (spec 1 §2, §6). */
export function UserTypes() {
  return (
    <section
      aria-labelledby="user-types-heading"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="user-types-heading" className="text-sm font-semibold text-gray-900">
        User types
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm lg:grid-cols-3">
        {USER_TYPES.map(({ label, text }) => (
          <div key={label}>
            <dt className="font-medium text-gray-800">{label}</dt>
            <dd className="text-gray-600">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
