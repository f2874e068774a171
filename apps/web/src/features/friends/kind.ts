/** Individuals have friends, companies partners: the same screens with their own words. */
export type Kind = 'friends' | 'partners';
