/** Slots: one spin per request, settled through the shared spin settlement. */
export { SlotsService } from './slots.service.js';
export { registerSlotRoutes } from './slots.routes.js';
export { SAVANNA_OFFER, slotConfigView } from './slot-config.js';
