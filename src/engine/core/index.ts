export * from './result';
export * from './random';
export * from './game';
export * from './example';
export * from './definition';
export * from './data';
export * from './view';
export * from './position';
