/** The lobby ships in the initial chunk: it is the landing route and stays mounted (see app/pages.ts). */
export { HomePage } from './HomePage';
