// Each demo call's bearer from the demo-token endpoint (VITE_DEMO_TOKEN_URL), behind a Turnstile
// challenge; loaded with the call client, and only in builds that have the endpoint.
export { createDemoTokenSource, type DemoTokenSourceOptions } from './demo-token-source';
export { DemoTokenRefusal, requestDemoToken, type DemoTokenFetch, type DemoTokenRefusalReason } from './demo-token-request';
export { TURNSTILE_SCRIPT_URL, TurnstileFailure, runChallenge, turnstileLoader, type TurnstileApi } from './turnstile';
// The demo's rules for the endpoint's answers travel in this chunk, not the first load.
export { TOKEN_DEMO_RULES } from '../demo';
