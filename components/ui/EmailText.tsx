import { cn } from './cn';

/**
 * An e-mail address in a table cell: it may wrap after the '@', nowhere else (never mid-word);
 * a part longer than the cell is cut with an ellipsis, the whole address in its tooltip.
 */
export function EmailText({
  email,
  className = 'text-xs text-gray-600',
}: {
  email: string;
  /** Size and colour (default: a table cell's second line). */
  className?: string;
}) {
  const at = email.indexOf('@');
  const part = 'inline-block max-w-full truncate align-bottom';
  return (
    <div className={cn('break-normal', className)} title={email}>
      {at < 0 ? (
        <span className={part}>{email}</span>
      ) : (
        <>
          <span className={part}>{email.slice(0, at + 1)}</span>
          <wbr />
          <span className={part}>{email.slice(at + 1)}</span>
        </>
      )}
    </div>
  );
}
