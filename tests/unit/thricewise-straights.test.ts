import { expect, test } from 'vitest';
import { kindsOf } from '../../src/engine/thricewise';

test('wraparound is not a straight: Crown, Ace, 2 scores nothing as a straight', () => {
  const cells = [
    { row: 0, col: 0 },
    { row: 0, col: 1 },
    { row: 0, col: 2 },
  ];
  expect(kindsOf(['CS', 'AM', '2WL'], cells)).toEqual([]);
  expect(kindsOf(['9LK', 'CS', 'AM'], cells)).toEqual([]);
});
