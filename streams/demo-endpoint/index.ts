// Each demo call made by the Worker's POST /api/demo-call (VITE_DEMO_CALL_URL), behind a Turnstile
// challenge; loaded with the call client, and only in builds that have the endpoint.
export { createDemoCallSource, type DemoCallSourceOptions } from './demo-call-source';
export { DemoCallRefusal, requestDemoCall, type DemoCallFetch, type DemoCallRefusalReason } from './demo-call-request';
export { TURNSTILE_ACTION, TURNSTILE_SCRIPT_URL, TurnstileFailure, runChallenge, turnstileLoader, type TurnstileApi } from './turnstile';
