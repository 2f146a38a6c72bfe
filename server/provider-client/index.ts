import 'server-only';

export { callProvider } from './call';
export type { CallOptions } from './call';
export { ProviderError } from './provider-error';
export { sendToProvider, providerBaseUrl } from './transport';
