export * from './result';
export * from './random';
export * from './game';
export * from './example';
export * from './definition';
export * from './guided';
