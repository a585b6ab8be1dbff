export { FairnessVerifier } from './FairnessVerifier';
