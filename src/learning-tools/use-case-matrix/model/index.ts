export * from './model';
export * from './csv';
export * from './json';
export * from './storage';
