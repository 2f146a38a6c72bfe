import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { citationsMessages as cm } from '@/lib/messages/citations';

export interface NotifEmailCardProps {
  email: string;
  /** Absent: the form's code is still loading (the card keeps its place, nothing moves). */
  onEmailChange?: (email: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  fieldError?: string | null;
  busy?: boolean;
  saveError?: string | null;
}

/**
 * The Violation Appeals card's markup (spec 3 §5): the notification e-mail field and Update.
 * Drawn by the page at once with the saved address, then by NotifEmailForm (in its own chunk)
 * when its code is there, so the list below it never moves (CLS).
 */
export function NotifEmailCard({
  email,
  onEmailChange,
  onSubmit,
  fieldError = null,
  busy = false,
  saveError = null,
}: NotifEmailCardProps) {
  const ready = onEmailChange !== undefined;
  return (
    <form
      onSubmit={onSubmit ?? ((event) => event.preventDefault())}
      noValidate
      aria-labelledby="violation-appeals-title"
      className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
    >
      <h2 id="violation-appeals-title" className="text-sm font-semibold text-gray-900">
        Violation Appeals
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput
          label="Notification email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          readOnly={!ready}
          onChange={(e) => onEmailChange?.(e.target.value)}
          error={fieldError}
          hint={cm.notificationEmailExplained}
          className="flex-1"
        />
        <Button type="submit" loading={busy} disabled={!ready} className="sm:mt-6">
          Update
        </Button>
      </div>
      {saveError ? (
        <Alert tone="error" className="mt-2">
          {saveError}
        </Alert>
      ) : null}
    </form>
  );
}

/** The card before the form's code is there: the saved address, read-only. */
export function NotifEmailPlaceholder({ current }: { current: string | null }) {
  return <NotifEmailCard email={current ?? ''} />;
}
