/** An e-mail address in a table cell: it may wrap after the '@', nowhere else. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <div className="text-xs text-gray-600">
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </div>
  );
}
