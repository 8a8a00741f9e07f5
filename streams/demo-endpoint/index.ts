// Each demo call made by the Worker's POST /api/demo-call (VITE_DEMO_CALL_URL), behind a Turnstile
// challenge; loaded with the call client, and only in builds that have the endpoint.
export { createDemoCallSource } from './demo-call-source';
