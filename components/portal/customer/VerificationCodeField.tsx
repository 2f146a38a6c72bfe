import { Field } from './Field';

/** The verified flow's code field, with the address the code went to (sent with the form). */
export function VerificationCodeField({ email }: { email: string }) {
  return (
    <>
      <input type="hidden" name="email" value={email} />
      <Field
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        hint={`Sent to ${email}. It is valid for 15 minutes.`}
      />
    </>
  );
}
