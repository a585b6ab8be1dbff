/** Uploads: appeal screenshots, stored beside the embedded database and served to their owner. */
export { createUploadsModule, type UploadsModule, type UploadsModuleDeps } from './uploads.module.js';
export { UploadsService } from './uploads.service.js';
/** The type check from the bytes, for other modules that take images (staff campaign images). */
export { isWebp, sniffImage, SNIFF_BYTES, type ImageMime } from './image-type.js';
