/** TURN-6, TURN-7: what an empty submission or the server's time-out records. */
export const ONLINE_TIME_EXPIRED = 'Time expired - no guess submitted';
