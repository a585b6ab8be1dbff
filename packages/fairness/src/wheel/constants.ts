/** Wheel animation constants from the wallet/engagement seed ("Wheel: 5000 ms spin, 15 circles, 24 stars, 8 invite segments"). */
export const WHEEL_SPIN_MS = 5000;
/** Full turns before the wheel settles on the drawn segment. */
export const WHEEL_CIRCLES = 15;
/** Decorative lights around the rim. */
export const WHEEL_STARS = 24;
export const INVITE_WHEEL_SEGMENTS = 8;
