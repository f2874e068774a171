import { type Language, PAGINATION, type ProductsReply, productsReplySchema } from '@fuel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';

/** A handful of fuels: one page of the maximum size holds them all. */
const ALL_PRODUCTS = { offset: PAGINATION.firstOffset, limit: PAGINATION.maxLimit };

/** GET /api/products: product names come back in the requested language. */
export function getProducts(language: Language, signal?: AbortSignal): Promise<ProductsReply> {
  return apiRequest('/products', {
    query: ALL_PRODUCTS,
    language,
    schema: productsReplySchema,
    signal,
  });
}

/** The language is part of the key, so switching language loads the localized names (SPEC §3). */
export function productsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['products', language, ALL_PRODUCTS],
    queryFn: ({ signal }) => getProducts(language, signal),
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions(useLanguage()));
}
