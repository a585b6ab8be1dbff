/** Wheels: one spin per request, settled through the shared spin settlement. */
export { WheelsService } from './wheels.service.js';
export { registerWheelRoutes } from './wheels.routes.js';
export { WHEEL_OFFERS, wheelConfigView } from './wheel-config.js';
