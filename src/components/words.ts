/** Small wording helpers for names that may be "You". */
export const possessive = (name: string): string => (name === 'You' ? 'Your' : `${name}’s`);
