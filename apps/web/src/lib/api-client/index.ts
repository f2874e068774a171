export { ApiError } from './api-error';
export { callApi, downloadApi } from './call';
export { apiRequest } from './client';
export { refreshAccessToken } from './refresh';
