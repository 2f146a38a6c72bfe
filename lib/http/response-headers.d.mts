export interface HeaderEntry {
  key: string;
  value: string;
}
export declare const API_POLICY: string;
export declare const STATIC_POLICY: string;
export declare function securityHeaders(production: boolean): HeaderEntry[];
export declare function csp(value: string): HeaderEntry[];
export declare function apiHeaders(production: boolean): HeaderEntry[];
