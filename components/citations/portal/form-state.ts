/** What the violation portal's server actions answer their forms (plain types: client and server share them). */
export interface NoticeFormState {
  error?: string;
  /** The submitted values, so a refused form keeps what was typed. */
  values?: Record<string, string>;
}
