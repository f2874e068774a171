export { ApiError } from './api-error';
export { type CallOptions, callApi } from './call';
export { apiRequest, type RequestOptions } from './client';
export { refreshAccessToken } from './refresh';
