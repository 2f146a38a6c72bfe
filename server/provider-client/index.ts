import 'server-only';

export { callProvider } from './call';
export type { CallOptions } from './call';
export { ProviderError } from './provider-error';
export { sendToProvider, providerBaseUrl } from './transport';
export { multipartBody } from './multipart';
export { bindOrgProvider, bindProvider } from './bound';
export type { OrgProviderClient, ProviderClient } from './bound';
export { streamProviderImage, type ProviderImageOptions } from './provider-image';
export { streamProviderDownload, type ProviderDownloadOptions } from './provider-download';
export { providerRefusal, refusalOf, sendOrUnavailable } from './provider-refusal';
