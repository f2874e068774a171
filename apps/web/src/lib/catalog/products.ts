import { type Language, PAGINATION, type ProductsReply, productsRoutes } from '@fuel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { useLanguage } from '../i18n';
import { readCachedProducts, writeCachedProducts } from './products-cache';

/** A handful of fuels: one page of the maximum size holds them all. */
const ALL_PRODUCTS = { offset: PAGINATION.firstOffset, limit: PAGINATION.maxLimit };

/** The product list: product names come back in the requested language. */
export async function getProducts(
  language: Language,
  signal?: AbortSignal,
): Promise<ProductsReply> {
  const reply = await callApi(productsRoutes.list, { query: ALL_PRODUCTS }, { language, signal });
  writeCachedProducts(language, reply);
  return reply;
}

/**
 * The language is part of the key, so switching language loads the localized names (SPEC §3).
 * The copy kept in local storage (`products`) shows at once and is refreshed in the background.
 */
export function productsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['products', language, ALL_PRODUCTS],
    queryFn: ({ signal }) => getProducts(language, signal),
    initialData: () => readCachedProducts(language),
    // The stored copy counts as old: the prices may have changed since it was written.
    initialDataUpdatedAt: 0,
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions(useLanguage()));
}
