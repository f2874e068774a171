export { CATALOG_RECHECK_MS, catalogCache } from './catalog-cache';
export {
  findActiveProduct,
  findAllProducts,
  findProductLabel,
  findProductPrices,
  hasProducts,
  insertProducts,
  listActiveProducts,
  productColumns,
  productExists,
} from './products.repository';
export { productsRoutes } from './products.routes';
export { MAX_PRICE_AMD, setProductPrice } from './products.service';
