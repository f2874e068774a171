import type { Language } from '@fuel/contract';

/**
 * Every page under /{lang}, by its path pattern (SPEC §2). The router's route sets are made of
 * these; links name a page by the same pattern, so a link to a page that does not exist, or one
 * missing a part of its address, does not compile. pagePath (./index.ts) writes the addresses.
 */
export type PagePath =
  | 'dashboard'
  | 'my-balance'
  | 'vehicles'
  | 'vehicles/:id'
  | 'consumption'
  | 'consumption/exceptions'
  | 'friends'
  | 'partners'
  | 'cards'
  | 'cards/:id'
  | 'transactions'
  | 'transactions/:id'
  | 'statements'
  | 'receipts/:id'
  | 'messages'
  | 'stations'
  | 'profile'
  | 'team'
  | 'audit'
  | 'team-invite/:id/:token'
  | 'privacy-policy'
  | 'more'
  | 'auth'
  | 'auth/register'
  | 'auth/forgot-password'
  | 'auth/reset-password/:id/:token'
  | 'auth/confirm-email/:id/:token';

/** The names of a pattern's `:parts`: `team-invite/:id/:token` → 'id' | 'token'. */
type ParamNames<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? ParamNames<Head> | ParamNames<Tail>
  : P extends `:${infer Name}`
    ? Name
    : never;

/**
 * The parts of the address of page P, each named; its search (`?from=…`, '' for none); and the
 * language, when it is not the one shown.
 */
type PageAddress<P extends PagePath> = { [Name in ParamNames<P>]: string } & {
  query?: string;
  language?: Language;
};

/** Pages with no `:part` may leave the address out. */
export type AddressArgument<P extends PagePath> = [ParamNames<P>] extends [never]
  ? [address?: PageAddress<P>]
  : [address: PageAddress<P>];
