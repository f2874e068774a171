export * from './catalog';
export type { LocalizedText } from './localized';
