/** What the portal's server actions answer their forms (plain types: client and server share them). */
export interface CodeFormState {
  error?: string;
  email?: string;
}

export interface CheckoutFormState {
  error?: string;
  /** The submitted values, so a refused form keeps what was typed. */
  values?: Record<string, string>;
}
