export { createProviderApi } from './create-provider-api';
export { unpublishedOperations } from './generated/operations';
export { createWebCall } from './create-web-call';
export { ProviderApiError, ProviderNetworkError } from './errors';
export { DEFAULT_PROVIDER_API_BASE_URL, type ProviderApiOptions } from './transport';
export type { CallOptions, Facade, OperationArgs, OperationFunction, OperationResult, OperationEntry, ProviderApi } from './facade-types';
export type { WebCall, WebCallCreate } from './create-web-call';
export type { components, paths } from './generated/schema';
