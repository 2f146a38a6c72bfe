/** The action's refusal, read out when it appears. */
export function FormError({ message }: { message?: string }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="rounded-md bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
