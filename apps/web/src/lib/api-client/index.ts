export { ApiError } from './api-error';
export { callApi } from './call';
export { apiRequest } from './client';
export { refreshAccessToken } from './refresh';
