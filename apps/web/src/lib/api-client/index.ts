export { ApiError } from './api-error';
export { apiRequest, type RequestOptions } from './client';
