/**
 * The use-case matrix without React: criteria, weights and scores (model.ts), CSV (csv.ts) and
 * JSON (json.ts) import and export, and localStorage (storage.ts). Imported by the matrix
 * component (the MDX pages import only the component); imports nothing of the site's own code.
 */
export * from './model';
export * from './csv';
export * from './json';
export * from './storage';
