import { LIST_TYPE_HELP, LIST_TYPE_LABEL } from './list-types';

/** What each list type does, above the lists table. */
export function ListTypesHelp() {
  return (
    <section
      aria-labelledby="list-types-heading"
      className="mb-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="list-types-heading" className="text-sm font-semibold text-gray-900">
        List types
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {LIST_TYPE_HELP.map(({ type, text }) => (
          <div key={type} className="flex gap-2">
            <dt className="w-24 shrink-0 font-medium text-gray-800">{LIST_TYPE_LABEL[type]}</dt>
            <dd className="text-gray-600">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
