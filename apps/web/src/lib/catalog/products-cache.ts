import { type Language, type ProductsReply, productsReplySchema } from '@fuel/contract';

/** SPEC §3: the product list is kept in local storage under `products`, for one language. */
export const PRODUCTS_STORAGE_KEY = 'products';

export function readCachedProducts(language: Language): ProductsReply | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(PRODUCTS_STORAGE_KEY) ?? 'null') as {
      language?: unknown;
      reply?: unknown;
    } | null;
    if (stored?.language !== language) return undefined;
    const parsed = productsReplySchema.safeParse(stored.reply);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedProducts(language: Language, reply: ProductsReply): void {
  try {
    localStorage.setItem(PRODUCTS_STORAGE_KEY, JSON.stringify({ language, reply }));
  } catch {
    // Storage full or blocked: the list is simply loaded again next time.
  }
}
