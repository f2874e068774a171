export { ApiError } from './api-error';
export { API_ROOT, apiRequest, type RequestOptions, setRequestHeaders } from './client';
