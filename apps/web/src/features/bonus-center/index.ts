/** What other features use of the Bonus Center: the trial alert, a bonus's terms in words, a reward in words. */
export { TrialAlert } from './TrialAlert';
export { TermsList } from './TermsList';
export { rewardText } from './offers-api';
