/** The provider's public API host. On its own, so the build's configuration reads it without the client. */
export const DEFAULT_PROVIDER_API_BASE_URL = 'https://api.vapi.ai';
