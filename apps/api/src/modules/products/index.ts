export { CATALOG_RECHECK_MS, catalogCache } from './catalog-cache';
export { findProductLabel, productColumns } from './products.repository';
export { productsRoutes } from './products.routes';
