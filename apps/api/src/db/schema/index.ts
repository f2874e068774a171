export * from './catalog';
export * from './jobs';
export type { LocalizedText } from './localized';
export * from './users';
