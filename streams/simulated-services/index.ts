// What the simulated provider and contact service answer, shared by the page's stand-ins
// (streams/simulated) and the MSW handlers of the dev server (streams/simulated-network).
export { SIMULATED_CONTACT_TRIGGERS, isContactBody, judgeContactBody, type ContactVerdict } from './contact-service';
export { simulatedWebCall, type SimulatedWebCallOptions } from './web-call';
