import type { Language } from '@fuel/contract';

/** A text kept in every interface language; stored as jsonb and read in the request's language. */
export type LocalizedText = Record<Language, string>;
