export * from './catalog';
export * from './jobs';
export * from './ledger';
export type { LocalizedText } from './localized';
export * from './money';
export * from './notifications';
export * from './sandbox-gateway';
export * from './users';
export * from './vehicles';
