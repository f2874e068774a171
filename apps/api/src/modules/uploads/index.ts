export { uploadsRoutes } from './uploads.routes';
export { forgetUploadsOf } from './uploads.service';
