export { uploadsRoutes } from './uploads.routes';
