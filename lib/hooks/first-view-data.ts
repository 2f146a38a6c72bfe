/** What a page's server component hands to its screen's hooks (see server/first-view.ts). */
export interface FirstViewError {
  status: number;
  code: string;
  message: string;
}

export interface FirstViewData {
  /** SWR fallback data by the hook's key. */
  fallback: Record<string, unknown>;
  /** Failures by the hook's key, as the BFF answered them. */
  errors: Record<string, FirstViewError>;
}
