/** Appeals: a member's complaint about a record, with screenshots, and the staff's answer. */
export { createAppealsModule, type AppealsModule, type AppealsModuleDeps } from './appeals.module.js';
