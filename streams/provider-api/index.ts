export { createProviderApi } from './create-provider-api';
export { createWebCall } from './create-web-call';
export { ProviderApiError } from './errors';
export { DEFAULT_PROVIDER_API_BASE_URL, type ProviderApiOptions } from './transport';
export type { ProviderApi } from './facade-types';
export type { WebCall, WebCallCreate } from './create-web-call';
export type { components } from './generated/schema';
