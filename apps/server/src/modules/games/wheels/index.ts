/** Wheels: one spin per request, settled through the shared spin settlement. */
export { WheelsService } from './wheels.service.js';
export { registerWheelRoutes } from './wheels.routes.js';
