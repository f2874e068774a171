export { catalogCache } from './catalog-cache';
export {
  findActiveProduct,
  findProductLabel,
  listActiveProducts,
  productColumns,
  productExists,
} from './products.repository';
export { productsRoutes } from './products.routes';
