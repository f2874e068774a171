export { findProductLabel, productColumns } from './products.repository';
export { productsRoutes } from './products.routes';
