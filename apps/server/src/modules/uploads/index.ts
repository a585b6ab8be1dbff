/** Uploads: appeal screenshots, stored beside the embedded database and served to their owner. */
export { createUploadsModule, type UploadsModule, type UploadsModuleDeps } from './uploads.module.js';
export { UploadsService } from './uploads.service.js';
