export { ApiError } from './api-error';
export { callApi, downloadApi } from './call';
export { refreshAccessToken } from './refresh';
