export { ApiError } from './api-error';
export { callApi, downloadApi } from './call';
export { isMissing, loadRecord } from './record';
export { refreshAccessToken } from './refresh';
