export { ApiError } from './api-error';
export { apiRequest, type RequestOptions } from './client';
export { refreshAccessToken } from './refresh';
