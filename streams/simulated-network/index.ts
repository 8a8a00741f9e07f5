// MSW handlers of the simulated provider and contact service. Kept apart from
// streams/simulated: msw cannot load where storage is blocked, the rest can.
export { createSimulatedWebCallHandlers, simulatedWebCallHandlers } from './web-call-handlers';
export { SIMULATED_CONTACT_ENDPOINT, createSimulatedContactHandlers, simulatedContactHandlers } from './contact-handlers';
