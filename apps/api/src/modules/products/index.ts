export { catalogCache } from './catalog-cache';
export { findProductLabel, productColumns } from './products.repository';
export { productsRoutes } from './products.routes';
