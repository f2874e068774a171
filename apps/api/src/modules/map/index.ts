export { mapRoutes } from './map.routes';
