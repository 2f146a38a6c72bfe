'use client';

export interface CitationActionFieldsProps {
  /** The amount override: its amount field, and the message is its (required) note. */
  override: boolean;
  amount: string;
  onAmountChange: (amount: string) => void;
  message: string;
  onMessageChange: (message: string) => void;
  /** Why the override cannot be sent, shown under the fields. */
  amountError: string | null;
}

/** The fields of a citation action: the override's amount, the message or note, the error. */
export function CitationActionFields({
  override,
  amount,
  onAmountChange,
  message,
  onMessageChange,
  amountError,
}: CitationActionFieldsProps) {
  return (
    <>
      {override ? (
        <div>
          <label htmlFor="override-amount" className="block text-sm font-medium text-gray-800">
            New amount due ($)
          </label>
          <input
            id="override-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => onAmountChange(e.target.value)}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'override-error' : undefined}
            className="mt-1 block w-40 rounded-md border border-gray-300 px-3 py-1.5 text-sm"
          />
        </div>
      ) : null}
      <div>
        <label
          htmlFor="citation-action-message"
          className="block text-sm font-medium text-gray-800"
        >
          {override ? 'Note' : 'Message (optional)'}
        </label>
        <textarea
          id="citation-action-message"
          value={message}
          maxLength={1000}
          rows={3}
          onChange={(e) => onMessageChange(e.target.value)}
          className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-1.5 text-sm"
        />
      </div>
      {amountError ? (
        <p id="override-error" className="text-sm text-danger-700" role="alert">
          {amountError}
        </p>
      ) : null}
    </>
  );
}
