export { CashRainStrip } from './CashRainStrip';
